package com.prepstream.export;

import com.prepstream.export.ScoreCharts.Score;
import com.prepstream.system.Language;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.context.MessageSource;
import org.springframework.context.NoSuchMessageException;

/** The words of a PDF in its language ({@code i18n/export*.properties}), and its dates in the reader's time zone. */
final class PdfLabels {

    private final MessageSource messages;
    private final Locale locale;
    private final ZoneId zone;

    PdfLabels(MessageSource messages, Language language, ZoneId zone) {
        this.messages = messages;
        this.locale = language.locale();
        this.zone = zone;
    }

    String get(String key, Object... arguments) {
        return messages.getMessage("export." + key, arguments, locale);
    }

    /**
     * "Analyzed by the language model {model} · {date}", or "Analyzed offline (no language model configured)" for
     * the offline analyzers, whose ids ("offline-evaluator …") mean nothing to a reader; without the separator
     * when the date is unknown.
     */
    String madeBy(String key, String model, Instant at) {
        String text = model != null && model.startsWith("offline")
                ? get(key + "Offline", dateTime(at))
                : get(key, model, dateTime(at));
        return text.replaceFirst("\\s*·\\s*$", "");
    }

    /** A score's label: {@code export.<kind>.<key>} when we have one, else the key as sent. */
    String scoreName(String kind, String key) {
        try {
            return messages.getMessage("export." + kind + "." + key, null, locale);
        } catch (NoSuchMessageException unknown) {
            return key;
        }
    }

    List<Score> scores(String kind, Map<String, Integer> values) {
        return values.entrySet().stream()
                .map(entry -> new Score(scoreName(kind, entry.getKey()), entry.getValue() == null ? 0 : entry.getValue()))
                .toList();
    }

    String dateTime(Instant at) {
        if (at == null) {
            return "";
        }
        // the date as the language writes it, the time on a 24-hour clock, and which zone it is in
        String date = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(locale).withZone(zone).format(at);
        String time = DateTimeFormatter.ofPattern("HH:mm").withZone(zone).format(at);
        return date + " " + time + " " + (zone.equals(ZoneOffset.UTC) ? "UTC" : zone.getId());
    }

    Locale locale() {
        return locale;
    }
}
