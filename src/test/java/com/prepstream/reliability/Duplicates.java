package com.prepstream.reliability;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * Business effects done twice, read straight from the tables: chunks of one document stored twice,
 * more than one current analysis or report.
 */
final class Duplicates {

    private Duplicates() {
    }

    static int count(Connection db, List<String> problems) throws SQLException {
        int duplicated = 0;
        // Filled in once the feature schemas land: see the feature checks below.
        return duplicated;
    }
}
