package com.prepstream.knowledgebase;

import com.prepstream.stream.TaskStatus;
import com.prepstream.stream.TaskTransition;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.springframework.core.io.InputStreamResource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.springframework.web.util.UriUtils;

@RestController
@RequestMapping("/api/knowledgebase")
class KnowledgeBaseController {

    private final KnowledgeBaseService service;
    private final KnowledgeBaseSearch search;

    KnowledgeBaseController(KnowledgeBaseService service, KnowledgeBaseSearch search) {
        this.service = service;
        this.search = search;
    }

    @PostMapping(path = "/upload", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
    ResponseEntity<KnowledgeBaseItem> upload(@RequestParam("file") MultipartFile file,
            @RequestParam(required = false) String name, @RequestParam(required = false) String category) {
        KnowledgeBaseService.Upload upload = service.upload(file, name, category);
        return ResponseEntity.status(upload.created() ? HttpStatus.ACCEPTED : HttpStatus.OK).body(upload.item());
    }

    @GetMapping("/list")
    List<KnowledgeBaseItem> list(@RequestParam(required = false) TaskStatus vectorStatus,
            @RequestParam(required = false) String category, @RequestParam(required = false) String sortBy) {
        return service.list(vectorStatus, category, sortBy);
    }

    @GetMapping("/search")
    List<SearchHit> search(@RequestParam String q, @RequestParam(required = false) Integer k,
            @RequestParam(required = false) List<Long> kbIds) {
        return search.search(q, k, kbIds);
    }

    @GetMapping("/{id}")
    KnowledgeBaseItem get(@PathVariable long id) {
        return service.get(id);
    }

    @GetMapping("/{id}/history")
    List<TaskTransition> history(@PathVariable long id) {
        return service.history(id);
    }

    @GetMapping("/{id}/download")
    ResponseEntity<InputStreamResource> download(@PathVariable long id) {
        KnowledgeBaseService.Download download = service.download(id);
        return ResponseEntity.ok()
                .contentType(MediaType.parseMediaType(download.contentType()))
                .contentLength(download.sizeBytes())
                .header(HttpHeaders.CONTENT_DISPOSITION, contentDisposition(download.filename()))
                .header("X-Content-Type-Options", "nosniff")
                .body(new InputStreamResource(download.content()));
    }

    @PostMapping("/{id}/revectorize")
    @ResponseStatus(HttpStatus.ACCEPTED)
    KnowledgeBaseItem revectorize(@PathVariable long id) {
        return service.revectorize(id);
    }

    /** Re-embeds every item (after an embedding model change); answers how many were queued. */
    @PostMapping("/revectorize-all")
    @ResponseStatus(HttpStatus.ACCEPTED)
    RevectorizeAll revectorizeAll() {
        return new RevectorizeAll(service.revectorizeAll());
    }

    record RevectorizeAll(int queued) {
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void delete(@PathVariable long id) {
        service.delete(id);
    }

    /**
     * {@code attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded} (RFC 6266 with
     * RFC 5987 encoding): old clients get a readable ASCII name, current ones the real one, including
     * Chinese. The name is data; quotes, backslashes and controls cannot break out of the header.
     */
    static String contentDisposition(String filename) {
        StringBuilder ascii = new StringBuilder();
        filename.codePoints().forEach(c -> ascii.append(c >= 0x20 && c < 0x7F && c != '"' && c != '\\' ? (char) c : '_'));
        return "attachment; filename=\"" + ascii + "\"; filename*=UTF-8''"
                + UriUtils.encode(filename, StandardCharsets.UTF_8);
    }
}
