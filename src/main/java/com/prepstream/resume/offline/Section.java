package com.prepstream.resume.offline;

import java.util.List;

/** The parts of a resume the analyzer looks for, with the headings that announce them. */
enum Section {
    CONTACT("Contact", "联系方式", List.of("contact", "contact information", "contact info", "personal information",
            "personal details", "联系方式", "联系信息", "个人信息", "基本信息", "个人资料")),
    SUMMARY("Summary", "个人简介", List.of("summary", "profile", "professional summary", "about me", "objective",
            "career objective", "个人简介", "自我评价", "个人评价", "个人总结", "求职意向", "个人优势", "自我介绍")),
    EDUCATION("Education", "教育背景", List.of("education", "academic background", "educational background",
            "education background", "教育背景", "教育经历", "学历", "教育")),
    EXPERIENCE("Work experience", "工作经历", List.of("experience", "work experience", "professional experience",
            "employment", "employment history", "work history", "career history", "internship",
            "internships", "internship experience", "工作经历", "工作经验", "实习经历", "实习经验", "职业经历",
            "工作履历")),
    PROJECTS("Projects", "项目经验", List.of("projects", "project experience", "personal projects",
            "selected projects", "side projects", "open source", "项目经验", "项目经历", "项目", "个人项目",
            "开源项目")),
    SKILLS("Skills", "专业技能", List.of("skills", "technical skills", "core skills", "skills & tools",
            "skills and tools", "technologies", "tech stack", "competencies", "专业技能", "技能", "技术栈",
            "个人技能", "技能特长", "掌握技能", "技术能力", "专业能力")),
    AWARDS("Awards", "获奖与证书", List.of("awards", "honors", "honors & awards", "honors and awards",
            "certificates", "certifications", "achievements", "获奖", "获奖经历", "荣誉", "荣誉奖项", "证书",
            "获奖情况", "奖项"));

    private final String englishName;
    private final String chineseName;
    private final List<String> headings;

    Section(String englishName, String chineseName, List<String> headings) {
        this.englishName = englishName;
        this.chineseName = chineseName;
        this.headings = headings;
    }

    List<String> headings() {
        return headings;
    }

    String displayName(ResumeText.Language language) {
        return language == ResumeText.Language.ZH ? chineseName : englishName;
    }

    /** The sections whose absence makes a resume incomplete. */
    static List<Section> expected() {
        return List.of(CONTACT, EDUCATION, EXPERIENCE, PROJECTS, SKILLS);
    }
}
