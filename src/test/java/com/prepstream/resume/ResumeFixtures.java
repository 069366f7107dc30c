package com.prepstream.resume;

import java.util.ArrayList;
import java.util.List;

/**
 * Realistic resumes as lines, built like {@code anEnglishResume().withoutSkillsSection().lines()},
 * to be rendered as PDF or DOCX with {@code TestDocuments}. Each switch removes or weakens one
 * thing, so a test can compare the same resume with and without it.
 */
public final class ResumeFixtures {

    private final boolean chinese;
    private boolean skillsSection = true;
    private boolean quantified = true;
    private boolean links = true;
    private String extraLine;

    private ResumeFixtures(boolean chinese) {
        this.chinese = chinese;
    }

    public static ResumeFixtures anEnglishResume() {
        return new ResumeFixtures(false);
    }

    public static ResumeFixtures aChineseResume() {
        return new ResumeFixtures(true);
    }

    public ResumeFixtures withoutSkillsSection() {
        skillsSection = false;
        return this;
    }

    /** Achievements without numbers, in passive phrasing ("Responsible for…", "参与…"). */
    public ResumeFixtures withVagueAchievements() {
        quantified = false;
        return this;
    }

    public ResumeFixtures withoutLinks() {
        links = false;
        return this;
    }

    /** Adds a line to the experience section, e.g. a prompt-injection attempt. */
    public ResumeFixtures withExperienceLine(String line) {
        extraLine = line;
        return this;
    }

    public List<String> lines() {
        return chinese ? chinese() : english();
    }

    public String text() {
        return String.join("\n", lines());
    }

    private List<String> english() {
        List<String> lines = new ArrayList<>(List.of("Jane Doe", "Senior Backend Engineer",
                "jane.doe@example.com | +1 415 555 0134" + (links ? " | github.com/janedoe | linkedin.com/in/janedoe" : ""),
                "Summary",
                "Backend engineer with six years of experience building payment and search systems on the JVM.",
                "Experience",
                "Acme Payments, San Francisco - Senior Backend Engineer, Mar 2021 - Present"));
        lines.addAll(quantified ? List.of(
                "• Reduced p99 checkout latency by 40% by moving fraud checks to an asynchronous Kafka pipeline.",
                "• Led a team of 5 engineers that migrated 120 services from virtual machines to Kubernetes.",
                "• Built a reconciliation service in Spring Boot that processes 2 million transactions per day.")
                : List.of("• Responsible for the checkout service and its fraud checks.",
                        "• Worked on migrating services from virtual machines to Kubernetes.",
                        "• Built a reconciliation service in Spring Boot for the finance team."));
        if (extraLine != null) {
            lines.add("• " + extraLine);
        }
        lines.add("Globex, Austin - Software Engineer, Jun 2018 - Feb 2021");
        lines.addAll(quantified ? List.of(
                "• Cut monthly AWS costs by $30,000 by rightsizing PostgreSQL and Redis clusters.",
                "• Designed a search API on Elasticsearch serving 1,500 requests per second.")
                : List.of("• Helped reduce cloud costs of the PostgreSQL and Redis clusters.",
                        "• Designed a search API on Elasticsearch for the product catalogue."));
        lines.addAll(List.of("Projects", "OpenLedger (open source), 2022 - 2023", quantified
                ? "• Wrote a double-entry bookkeeping library in Kotlin, now used by 300+ projects on GitHub."
                : "• Wrote a double-entry bookkeeping library in Kotlin for small businesses."));
        if (skillsSection) {
            lines.addAll(List.of("Skills", "Languages: Java, Kotlin, Python, SQL", "Frameworks: Spring Boot, React",
                    "Data: PostgreSQL, Redis, Kafka, Elasticsearch",
                    "Cloud and tools: AWS, Docker, Kubernetes, Terraform, Git"));
        }
        lines.addAll(List.of("Education", "University of Texas at Austin - B.S. Computer Science, 2014 - 2018"));
        return lines;
    }

    private List<String> chinese() {
        List<String> lines = new ArrayList<>(List.of("张伟", "高级后端工程师",
                "手机：138-1234-5678 | 邮箱：zhangwei@example.com" + (links ? " | GitHub：github.com/zhangwei" : ""),
                "个人简介", "五年 Java 后端开发经验，熟悉高并发交易系统与微服务架构，关注系统稳定性与性能。",
                "工作经历", "某某支付科技有限公司 高级后端工程师 2021.03 - 至今"));
        lines.addAll(quantified ? List.of(
                "• 主导订单系统微服务化改造，将下单接口 P99 延迟从 800ms 降低到 120ms。",
                "• 设计基于 Kafka 的异步对账流程，日处理交易 500 万笔，对账耗时缩短 70%。",
                "• 带领 4 人小组完成 MySQL 分库分表，支撑日活 300 万用户。")
                : List.of("• 参与订单系统微服务化改造工作。",
                        "• 负责基于 Kafka 的异步对账流程的开发与维护。",
                        "• 协助完成 MySQL 分库分表，保障业务正常运行。"));
        if (extraLine != null) {
            lines.add("• " + extraLine);
        }
        lines.addAll(List.of("某某电商有限公司 后端工程师 2018.07 - 2021.02",
                quantified ? "• 负责商品搜索服务，基于 Elasticsearch 重写搜索接口，QPS 提升 3 倍。"
                        : "• 负责商品搜索服务，基于 Elasticsearch 开发搜索接口。",
                "项目经验", "开源限流组件 RateGuard 2022.01 - 2022.12",
                quantified ? "• 使用 Go 和 Redis 实现分布式限流组件，在 GitHub 获得 1200 个 Star。"
                        : "• 使用 Go 和 Redis 实现分布式限流组件，提供多种限流算法。"));
        if (skillsSection) {
            lines.addAll(List.of("专业技能", "编程语言：Java、Go、Python、SQL", "框架：Spring Boot、Spring Cloud、MyBatis",
                    "中间件与数据库：MySQL、Redis、Kafka、Elasticsearch", "云与工具：Docker、Kubernetes、Linux、Git"));
        }
        lines.addAll(List.of("教育背景", "浙江大学 计算机科学与技术 本科 2014.09 - 2018.06"));
        return lines;
    }
}
