package com.prepstream.storage;

import java.nio.file.Path;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * File storage and upload limits.
 *
 * @param dir               root directory of the local file storage
 * @param maxFileSize       largest upload accepted (answered 413 above it); keep it at or below
 *                          {@code spring.servlet.multipart.max-file-size}, which rejects earlier
 * @param maxFilenameLength longest original filename kept, in characters; longer names are cut
 */
@ConfigurationProperties("prepstream.storage")
public record StorageSettings(
        Path dir,
        @DefaultValue("20MB") DataSize maxFileSize,
        @DefaultValue("200") int maxFilenameLength) {

    public StorageSettings {
        if (dir == null) {
            dir = Path.of(System.getProperty("user.home"), ".prepstream", "files");
        }
    }
}
