package com.prepstream.system.web;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * @param adminToken the credential operators send as {@code Authorization: Bearer <token>} for writes
 *                   under {@code /api/ops}; when empty those writes are refused (env PREPSTREAM_ADMIN_TOKEN)
 */
@ConfigurationProperties("prepstream")
public record AdminProperties(String adminToken) {

    public boolean configured() {
        return adminToken != null && !adminToken.isBlank();
    }
}
