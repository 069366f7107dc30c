package com.prepstream.interview;

import com.prepstream.system.Paging;
import com.prepstream.interview.InterviewViews.AnswerRequest;
import com.prepstream.interview.InterviewViews.CreateSessionRequest;
import com.prepstream.interview.InterviewViews.CurrentQuestion;
import com.prepstream.interview.InterviewViews.SessionSummary;
import com.prepstream.interview.InterviewViews.SessionView;
import com.prepstream.export.ReportPdf;
import com.prepstream.stream.model.TaskTransition;
import com.prepstream.system.Language;
import com.prepstream.tasks.TaskMessages;
import jakarta.validation.Valid;
import java.util.List;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Mock interview sessions, as docs/api.md specifies them. */
@RestController
@RequestMapping("/api/interview/sessions")
class InterviewController {

    private final InterviewSessionService service;
    private final ReportPdf pdf;

    InterviewController(InterviewSessionService service, ReportPdf pdf) {
        this.service = service;
        this.pdf = pdf;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    SessionView create(@RequestBody(required = false) CreateSessionRequest request,
            @RequestHeader(value = HttpHeaders.ACCEPT_LANGUAGE, required = false) String acceptLanguage) {
        // only a header that was sent is the page's choice; without one the resume's language decides
        Language page = acceptLanguage == null || acceptLanguage.isBlank() ? null
                : Language.fromAcceptLanguage(acceptLanguage);
        return service.create(request == null ? new CreateSessionRequest(null, null, null, null, null) : request, page);
    }

    @GetMapping
    List<SessionSummary> list(@RequestParam(defaultValue = "0") int page, @RequestParam(defaultValue = "100") int size) {
        Paging.check(page, size);
        return service.list(page, size);
    }

    @GetMapping("/{id}")
    SessionView get(@PathVariable long id) {
        return service.get(id);
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void delete(@PathVariable long id) {
        service.delete(id);
    }

    @GetMapping("/{id}/question")
    CurrentQuestion currentQuestion(@PathVariable long id) {
        return service.currentQuestion(id);
    }

    @PostMapping("/{id}/answers")
    SessionView submitAnswer(@PathVariable long id, @Valid @RequestBody AnswerRequest request) {
        return service.submitAnswer(id, request);
    }

    @PutMapping("/{id}/answers")
    SessionView saveDraft(@PathVariable long id, @Valid @RequestBody AnswerRequest request) {
        return service.saveDraft(id, request);
    }

    @PostMapping("/{id}/complete")
    @ResponseStatus(HttpStatus.ACCEPTED)
    SessionView complete(@PathVariable long id) {
        return service.complete(id);
    }

    @GetMapping("/{id}/report")
    ResponseEntity<Object> report(@PathVariable long id) {
        Object report = service.report(id);
        HttpStatus status = report instanceof InterviewViews.ReportView ? HttpStatus.OK : HttpStatus.ACCEPTED;
        return ResponseEntity.status(status).body(report);
    }

    /** The report as a PDF in the request's language, dates in {@code tz}; 409 until the evaluation is COMPLETED. */
    @GetMapping("/{id}/report.pdf")
    ResponseEntity<byte[]> reportPdf(@PathVariable long id, Language language, @RequestParam(required = false) String tz) {
        byte[] bytes = pdf.interviewReport(InterviewReportPdfExport.of(service.get(id), service.report(id)), language,
                ReportPdf.zone(tz));
        return ReportPdf.attachment(bytes, "interview-" + id + "-report.pdf");
    }

    @PostMapping("/{id}/re-evaluate")
    @ResponseStatus(HttpStatus.ACCEPTED)
    SessionView reEvaluate(@PathVariable long id) {
        return service.reEvaluate(id);
    }

    @GetMapping("/{id}/history")
    List<TaskTransition> history(@PathVariable long id, Language language) {
        return TaskMessages.renderHistory(service.history(id), language.locale());
    }
}
