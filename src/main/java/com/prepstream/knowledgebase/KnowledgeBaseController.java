package com.prepstream.knowledgebase;

import com.prepstream.knowledgebase.search.SearchHit;
import com.prepstream.storage.FileDownloads;
import com.prepstream.stream.model.TaskStatus;
import com.prepstream.stream.model.TaskTransition;
import com.prepstream.system.Language;
import com.prepstream.system.Paging;
import com.prepstream.tasks.TaskMessages;
import java.util.List;
import org.springframework.core.io.InputStreamResource;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
@RequestMapping("/api/knowledgebase")
class KnowledgeBaseController {

    private final KnowledgeBaseService service;
    private final KnowledgeBaseSearch search;
    private final FileDownloads downloads;
    private final NoteReader reader;

    KnowledgeBaseController(KnowledgeBaseService service, KnowledgeBaseSearch search, FileDownloads downloads,
            NoteReader reader) {
        this.reader = reader;
        this.service = service;
        this.search = search;
        this.downloads = downloads;
    }

    @PostMapping(path = "/upload", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
    ResponseEntity<KnowledgeBaseItem> upload(@RequestParam("file") MultipartFile file,
            @RequestParam(required = false) String name, @RequestParam(required = false) String category) {
        KnowledgeBaseService.Upload upload = service.upload(file, name, category);
        return ResponseEntity.status(upload.created() ? HttpStatus.ACCEPTED : HttpStatus.OK).body(upload.item());
    }

    @GetMapping("/list")
    List<KnowledgeBaseItem> list(@RequestParam(required = false) TaskStatus vectorStatus,
            @RequestParam(required = false) String category, @RequestParam(required = false) String sortBy,
            @RequestParam(defaultValue = "0") int page, @RequestParam(defaultValue = "100") int size) {
        Paging.check(page, size);
        return service.list(vectorStatus, category, sortBy, page, size);
    }

    @GetMapping("/search")
    List<SearchHit> search(@RequestParam String q, @RequestParam(required = false) Integer k,
            @RequestParam(required = false) List<Long> kbIds, @RequestParam(defaultValue = "1") int passages) {
        return search.searchPassages(q, k, kbIds, passages);
    }

    @GetMapping("/{id}")
    KnowledgeBaseItem get(@PathVariable long id) {
        return service.get(id);
    }

    @GetMapping("/{id}/history")
    List<TaskTransition> history(@PathVariable long id, Language language) {
        return TaskMessages.renderHistory(service.history(id), language.locale());
    }

    /** The note's extracted text for the reader view; another account's note answers 404. */
    @GetMapping("/{id}/text")
    NoteReader.NoteText text(@PathVariable long id, @RequestParam(required = false) Integer chunk) {
        return reader.read(service.find(id), chunk);
    }

    @GetMapping("/{id}/download")
    ResponseEntity<InputStreamResource> download(@PathVariable long id) {
        return downloads.attachment(service.original(id));
    }

    @PostMapping("/{id}/revectorize")
    @ResponseStatus(HttpStatus.ACCEPTED)
    KnowledgeBaseItem revectorize(@PathVariable long id) {
        return service.revectorize(id);
    }

    /** Re-embeds every item (after an embedding model change); answers how many were queued. */
    @PostMapping("/revectorize-all")
    @ResponseStatus(HttpStatus.ACCEPTED)
    @PreAuthorize("hasRole('ADMIN')")
    public RevectorizeAll revectorizeAll() {
        return new RevectorizeAll(service.revectorizeAll());
    }

    record RevectorizeAll(int queued) {
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void delete(@PathVariable long id) {
        service.delete(id);
    }
}
