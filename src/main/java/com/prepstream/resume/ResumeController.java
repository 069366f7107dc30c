package com.prepstream.resume;

import com.prepstream.export.ReportPdf;
import com.prepstream.export.ResumeAnalysisExport;
import com.prepstream.storage.FileDownloads;
import com.prepstream.stream.model.TaskTransition;
import com.prepstream.system.Paging;
import com.prepstream.system.Language;
import com.prepstream.tasks.TaskMessages;
import java.util.List;
import org.springframework.core.io.InputStreamResource;
import org.springframework.http.HttpStatus;
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

/** {@code /api/resumes}, as docs/api.md lists it. */
@RestController
@RequestMapping("/api/resumes")
class ResumeController {

    private final ResumeService service;
    private final FileDownloads downloads;
    private final ReportPdf pdf;

    ResumeController(ResumeService service, FileDownloads downloads, ReportPdf pdf) {
        this.service = service;
        this.downloads = downloads;
        this.pdf = pdf;
    }

    /**
     * 202 with the new resume (analysis runs in the background, written in the request's language);
     * 200 with the existing one for the same content.
     */
    @PostMapping("/upload")
    ResponseEntity<Resume> upload(@RequestParam("file") MultipartFile file, Language language) {
        ResumeService.Upload upload = service.upload(file, language);
        return ResponseEntity.status(upload.created() ? HttpStatus.ACCEPTED : HttpStatus.OK).body(upload.resume());
    }

    @GetMapping
    List<Resume> list(@RequestParam(defaultValue = "0") int page, @RequestParam(defaultValue = "100") int size,
            Language language) {
        Paging.check(page, size);
        return service.list(page, size).stream().map(resume -> resume.readIn(language)).toList();
    }

    @GetMapping("/{id}/detail")
    ResumeService.Detail detail(@PathVariable long id, Language language) {
        return service.detail(id).readIn(language);
    }

    /** The file as uploaded, the same as the knowledge base's download. */
    @GetMapping("/{id}/download")
    ResponseEntity<InputStreamResource> download(@PathVariable long id) {
        return downloads.attachment(service.original(id));
    }

    /**
     * The analysis as a PDF in the language it was written in (so the labels match its text, whatever
     * the page's language now), dates in {@code tz}; 409 until it is COMPLETED.
     */
    @GetMapping("/{id}/analysis.pdf")
    ResponseEntity<byte[]> analysisPdf(@PathVariable long id, @RequestParam(required = false) String tz) {
        ResumeService.Detail detail = service.detail(id);
        ResumeAnalysisExport export = ResumeAnalysisPdfExport.of(detail);
        byte[] bytes = pdf.resumeAnalysis(export, Language.fromTag(detail.analysis().language()), ReportPdf.zone(tz));
        return ReportPdf.attachment(bytes, "resume-" + id + "-analysis.pdf");
    }

    @GetMapping("/{id}/history")
    List<TaskTransition> history(@PathVariable long id, Language language) {
        return TaskMessages.renderHistory(service.history(id), language.locale());
    }

    @PostMapping("/{id}/reanalyze")
    @ResponseStatus(HttpStatus.ACCEPTED)
    Resume reanalyze(@PathVariable long id, Language language) {
        return service.reanalyze(id, language);
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void delete(@PathVariable long id) {
        service.delete(id);
    }
}
