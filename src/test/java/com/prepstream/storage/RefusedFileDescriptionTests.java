package com.prepstream.storage;

import static org.assertj.core.api.Assertions.assertThat;

import com.prepstream.support.TestMessages;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.springframework.context.MessageSource;

/**
 * A refused upload is named by what a person knows it as, in the page's language ("bad.bin looks like a
 * program"), not by the MIME type Tika saw ("看起来是application/x-elf"); only what fits no family keeps its type.
 */
class RefusedFileDescriptionTests {

    private final MessageSource messages = TestMessages.source();

    @Test
    void programsArchivesImagesAndMediaAreNamedByTheirFamilyInBothLanguages() {
        assertThat(describe("application/x-elf", Locale.ENGLISH)).isEqualTo("a program (an executable file)");
        assertThat(describe("application/x-elf", Locale.SIMPLIFIED_CHINESE)).isEqualTo("程序（可执行文件）");
        assertThat(describe("application/x-msdownload", Locale.ENGLISH)).isEqualTo("a program (an executable file)");
        assertThat(describe("application/gzip", Locale.SIMPLIFIED_CHINESE)).isEqualTo("压缩包");
        assertThat(describe("image/png", Locale.ENGLISH)).isEqualTo("an image");
        assertThat(describe("video/mp4", Locale.SIMPLIFIED_CHINESE)).isEqualTo("音频或视频文件");
    }

    @Test
    void aTypeOfNoKnownFamilyIsShownAsATypeInASentence() {
        assertThat(describe("application/x-sqlite3", Locale.ENGLISH)).isEqualTo("a file of type application/x-sqlite3");
        assertThat(describe("application/x-sqlite3", Locale.SIMPLIFIED_CHINESE))
                .isEqualTo("类型为 application/x-sqlite3 的文件");
    }

    private String describe(String sniffed, Locale locale) {
        return messages.getMessage(new FileTypes.Detection(sniffed, null).describe(), locale);
    }
}
