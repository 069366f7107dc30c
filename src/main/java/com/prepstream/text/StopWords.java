package com.prepstream.text;

import java.util.Set;

/**
 * The small words that carry no content, per use. A question and an answer need different lists: a
 * question's "how", "why" and "need" only frame what is asked, while an answer's glue words ("because",
 * "usually") measure how much of it is sentences rather than a list of terms.
 */
public final class StopWords {

    /** English words that frame a question (chat's matching of a question against passages). */
    public static final Set<String> ENGLISH_QUESTION = Set.of("the", "a", "an", "and", "or", "of", "to", "in", "on",
            "for", "is", "are", "was", "were", "be", "been", "it", "its", "this", "that", "these", "those", "with", "as",
            "by", "at", "from", "do", "does", "did", "how", "what", "why", "when", "which", "who", "can", "could",
            "should", "would", "will", "my", "me", "we", "our", "you", "your", "there", "here", "if", "but", "not",
            "no", "so", "than", "then", "into", "about", "i", "get", "use", "using", "make", "way", "one", "all",
            "any", "has", "have", "had", "instead", "just", "still", "even", "without", "need", "want");

    /** English glue words of prose (the interview evaluator's terms and its measure of an answer's glue). */
    public static final Set<String> ENGLISH_PROSE = Set.of(("a an the and or but if then so of to in on at by for with "
            + "from into as is are was were be been being it its this that these those there their they them we you your "
            + "i my me he she his her our not no do does did can could may might must should would will shall has have "
            + "had than such using use used uses example e.g also more most less very only just when which what who how "
            + "why where while about over under between both each every other any some all one two three own same "
            + "like get gets make makes because usually often rather instead through without within after before "
            + "up out down off again once here per via").split(" "));

    /** Han character pairs that frame a Chinese question (什么, 如何) or straddle its question words (么是). */
    public static final Set<String> CHINESE_QUESTION_PAIRS = Set.of("什么", "怎么", "如何", "为什么", "哪些", "是否", "可以",
            "一个", "这个", "那个", "有什", "么区", "么是", "的是", "是什", "怎样", "为何", "还是", "还有", "我们", "你们", "他们",
            "没有", "时候", "么样", "么办", "么用", "应该", "需要", "一下", "到底", "之间", "哪个");

    /**
     * Chinese words of a question that carry no topic ("what", "how", "why", ...) and the commonest single
     * characters, as smartcn cuts them: full-text search leaves them out of a question ({@link LexicalText}).
     */
    public static final Set<String> CHINESE_QUESTION_WORDS = Set.of("什么", "怎么", "怎样", "如何", "为什么", "为何",
            "哪些", "哪个", "一个", "这个", "那个", "到底", "还是", "或者", "可以", "需要", "应该", "时候", "如果",
            "但是", "然后", "我们", "你们", "他们", "自己", "这样", "那样", "这些", "那些", "有没有", "是不是",
            "能不能", "会不会", "之间", "问题", "为啥", "一下", "就是", "还有", "没有", "出现", "使用",
            "的", "了", "是", "吗", "呢", "吧", "啊", "嘛", "在", "有", "和", "与", "就", "都", "也", "还", "又", "被",
            "把", "给", "让", "对", "从", "到", "我", "你", "他", "她", "它", "这", "那", "哪", "谁", "么", "之", "个",
            "很", "会", "能", "要", "不", "而", "及", "或", "等", "中", "里", "上", "下", "时", "后", "前");

    /** Chinese function characters: a pair of two of them carries no content; they are the glue of a sentence. */
    public static final String CHINESE_FUNCTION_CHARACTERS = "的了是在和与或也就都而及把被会要能可以这那个一些有没对为从到让给将但并且等其中之所因如果然后"
            + "还又很更最去来上下里中时们我你他她它吗呢吧啊说做用";

    private StopWords() {
    }

    public static boolean isChineseFunctionCharacter(int codePoint) {
        return CHINESE_FUNCTION_CHARACTERS.indexOf(codePoint) >= 0;
    }
}
