package com.prepstream.account;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** The signed-in account's storage: what it keeps, by kind, against its quota (shown on the account panel). */
@RestController
class StorageController {

    private final StorageQuota quota;

    StorageController(StorageQuota quota) {
        this.quota = quota;
    }

    @GetMapping("/api/auth/storage")
    StorageQuota.Usage storage() {
        return quota.usage(CurrentAccount.id());
    }
}
