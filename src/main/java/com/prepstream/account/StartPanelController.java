package com.prepstream.account;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** The signed-in account's start panel: read, one page load counted, closed for good. */
@RestController
@RequestMapping("/api/auth/start-panel")
class StartPanelController {

    private final StartPanel panel;

    StartPanelController(StartPanel panel) {
        this.panel = panel;
    }

    @GetMapping
    StartPanel.State state() {
        return panel.state(CurrentAccount.id());
    }

    /** A page load of an account with no note and no resume: answers whether this load shows the panel. */
    @PostMapping("/visits")
    StartPanel.State visit() {
        return panel.visit(CurrentAccount.id());
    }

    /** Dismissed, or a path taken. */
    @PostMapping("/close")
    StartPanel.State close() {
        return panel.close(CurrentAccount.id());
    }
}
