package com.prepstream.interview;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Maps the role a user types, in English or Chinese ("Java 后端", "前端工程师", "运维", "SRE",
 * "data engineer", "数据开发"), to a role bank. Rules are tried in order, so a specific language
 * ("Python 后端") wins over the generic "backend", which goes to Java, the most common backend
 * stack here. A role no rule knows maps to no bank: the session gets general questions and says so.
 */
final class RoleBanks {

    private record Rule(String bank, Pattern pattern) {
    }

    // Latin words need word boundaries ("go" must not match "google", "sre" not "pressure");
    // Chinese terms have no spaces, so they match anywhere
    private static final List<Rule> RULES = List.of(
            rule("sre", "\\b(sre|devops|dev\\s*ops|site\\s*reliability|reliability|infrastructure|infra|platform engineer"
                    + "|cloud engineer|kubernetes|k8s|ops|operations engineer|system administrator|sysadmin)\\b"
                    + "|运维|可靠性|基础设施|基础架构|云原生|平台工程"),
            rule("data-engineering", "\\b(data\\s*engineer\\w*|data\\s*platform|etl|big\\s*data|data\\s*warehouse"
                    + "|analytics engineer|spark|flink|hadoop)\\b|数据开发|数据工程|数仓|数据仓库|大数据|数据平台|ETL"),
            rule("frontend", "\\b(front[\\s-]*end|frontend|web developer|ui engineer|react|vue|angular|javascript|typescript"
                    + "|js|ts)\\b|前端|web\\s*开发|页面开发"),
            rule("go-backend", "\\b(go|golang)\\b|golang|go\\s*(开发|后端|工程师|语言)"),
            rule("python-backend", "\\b(python|django|flask|fastapi)\\b|python"),
            rule("java-backend", "\\b(java|jvm|spring|kotlin|back[\\s-]*end|backend|server[\\s-]*side|microservices?"
                    + "|software engineer|software developer)\\b|java|后端|后台开发|服务端|服务器端|微服务"));

    private RoleBanks() {
    }

    private static Rule rule(String bank, String regex) {
        return new Rule(bank, Pattern.compile(regex, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE));
    }

    /** The bank for a typed role, or empty when the role names none of the banks' roles. */
    static Optional<String> bankFor(String role) {
        if (role == null || role.isBlank()) {
            return Optional.empty();
        }
        String text = role.toLowerCase(Locale.ROOT);
        return RULES.stream().filter(rule -> rule.pattern().matcher(text).find()).map(Rule::bank).findFirst();
    }
}
