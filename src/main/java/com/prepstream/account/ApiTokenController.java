package com.prepstream.account;

import com.prepstream.system.Paging;
import com.prepstream.system.ApiException;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** The signed-in account's personal API tokens: the token itself is shown once, when created. */
@RestController
@RequestMapping("/api/auth/tokens")
class ApiTokenController {

    private static final int MAX_NAME = 100;

    private final ApiTokenStore tokens;

    ApiTokenController(ApiTokenStore tokens) {
        this.tokens = tokens;
    }

    record NewToken(String name) {
    }

    /** One page of the account's tokens, oldest first, like every list (page from 0, size 1–100). */
    @GetMapping
    List<ApiTokenStore.TokenView> list(@RequestParam(defaultValue = "0") int page,
            @RequestParam(defaultValue = "100") int size) {
        Paging.check(page, size);
        return tokens.list(CurrentAccount.id(), page * size, size);
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    ApiTokenStore.CreatedToken create(@RequestBody NewToken request) {
        String name = request.name() == null ? "" : request.name().trim();
        if (name.isEmpty() || name.length() > MAX_NAME) {
            throw ApiException.badRequest("problem.token.badName", MAX_NAME);
        }
        return tokens.create(CurrentAccount.id(), name);
    }

    /** Another account's token answers 404 like a missing one: whether it exists is not told. */
    @DeleteMapping("/{id}")
    ResponseEntity<Void> revoke(@PathVariable long id) {
        if (!tokens.revoke(CurrentAccount.id(), id)) {
            throw ApiException.notFound("apiToken", id);
        }
        return ResponseEntity.noContent().build();
    }
}
