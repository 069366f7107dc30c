package com.prepstream.reliability;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Business effects done twice, read straight from the tables: a document whose stored chunks differ
 * from its recorded count or from a clean re-run of the same file, more than one current resume
 * analysis, more than one report per interview.
 */
final class Duplicates {

    private Duplicates() {
    }

    static Map<Long, Integer> chunkCounts(Connection db) throws SQLException {
        Map<Long, Integer> counts = new HashMap<>();
        try (Statement statement = db.createStatement();
             ResultSet rows = statement.executeQuery("""
                     select kb.id, count(c.id) from knowledge_base kb
                     left join knowledge_base_chunk c on c.knowledge_base_id = kb.id
                     where kb.vector_status = 'COMPLETED' group by kb.id""")) {
            while (rows.next()) {
                counts.put(rows.getLong(1), rows.getInt(2));
            }
        }
        return counts;
    }

    static int count(Connection db, Map<Long, Integer> cleanCounts, Map<Long, Integer> chaosCounts,
            List<String> problems) throws SQLException {
        int duplicated = 0;
        for (Map.Entry<Long, Integer> chaos : chaosCounts.entrySet()) {
            Integer clean = cleanCounts.get(chaos.getKey());
            if (!chaos.getValue().equals(clean)) {
                duplicated++;
                problems.add("knowledge base " + chaos.getKey() + " had " + chaos.getValue()
                        + " chunks after the chaos run, " + clean + " after a clean re-run");
            }
        }
        duplicated += report(db, problems, "knowledge base items whose chunk count is not the stored count", """
                select count(*) from knowledge_base kb where kb.vector_status = 'COMPLETED' and kb.chunk_count <>
                (select count(*) from knowledge_base_chunk c where c.knowledge_base_id = kb.id)""");
        duplicated += report(db, problems, "resumes with more than one current analysis", """
                select count(*) from (select resume_id from resume_analysis where is_current
                group by resume_id having count(*) > 1) d""");
        duplicated += report(db, problems, "interviews with more than one report", """
                select count(*) from (select session_id from interview_report
                group by session_id having count(*) > 1) d""");
        return duplicated;
    }

    private static int report(Connection db, List<String> problems, String what, String sql) throws SQLException {
        int found = Verification.count(db, sql);
        if (found > 0) {
            problems.add(found + " " + what);
        }
        return found;
    }
}
