package com.prepstream.export;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reports as the features hand them to the export, in English and Chinese; shared with the benchmark. */
public final class ReportSamples {

    public static final String CHINESE_SUMMARY = "整体表现良好，基础扎实，但对并发细节的说明还不够深入。";
    public static final String CHINESE_FEEDBACK = "回答覆盖了大部分要点，但缺少对锁升级过程的说明。";

    private ReportSamples() {
    }

    public static InterviewReportExport chineseInterview(int questions) {
        Map<String, Integer> dimensions = new LinkedHashMap<>();
        dimensions.put("technicalDepth", 78);
        dimensions.put("accuracy", 85);
        dimensions.put("completeness", 64);
        dimensions.put("communication", 90);
        dimensions.put("problemSolving", 71);
        List<InterviewReportExport.Question> list = new ArrayList<>();
        for (int i = 0; i < questions; i++) {
            String answer = i % 5 == 4 ? "" : "synchronized 在 JDK 6 之后引入了偏向锁、轻量级锁和重量级锁，第 " + (i + 1)
                    + " 题我结合项目说明：在订单服务中我们用 ReentrantLock 保护库存扣减，并用 CAS 做了乐观重试。"
                    + "这样在高并发下吞吐提升了约 30%，同时避免了死锁。";
            list.add(new InterviewReportExport.Question(i, "第 " + (i + 1) + " 题：请解释 Java 中 synchronized 的锁升级过程，"
                    + "以及它与 ReentrantLock 的区别？", answer, answer.isEmpty() ? 0 : 60 + i % 40, CHINESE_FEEDBACK,
                    List.of("偏向锁", "轻量级锁", "重量级锁", "可中断与公平性"), List.of("偏向锁", "轻量级锁"),
                    List.of("重量级锁", "可中断与公平性")));
        }
        return new InterviewReportExport(42, "Java 后端工程师", "MEDIUM", Instant.parse("2026-03-04T11:48:00Z"), 82,
                dimensions, CHINESE_SUMMARY, list,
                List.of("多练习描述锁升级的完整过程。", "回答时先给出结论，再展开细节。"), "offline-evaluator v1",
                Instant.parse("2026-03-04T12:06:00Z"));
    }

    public static ResumeAnalysisExport englishResume() {
        Map<String, Integer> scores = new LinkedHashMap<>();
        scores.put("completeness", 90);
        scores.put("structure", 72);
        scores.put("skills", 81);
        scores.put("projectExperience", 60);
        scores.put("impact", 45);
        scores.put("expression", 77);
        return new ResumeAnalysisExport(7, "jane-doe-resume.pdf", 71, scores,
                "A clear, well-structured resume; the projects need measured results.",
                List.of("Contact details and every expected section are present."),
                List.of("Only one achievement is measured with a number."),
                List.of("Quantify the impact of the payment migration (latency, cost, users).",
                        "Lead each bullet with a verb in the active voice."),
                List.of("Java", "Spring Boot", "PostgreSQL", "Kubernetes"), "offline-analyzer v1",
                Instant.parse("2026-03-04T12:00:00Z"));
    }
}
