"""Lucene smartcn's HMMChineseTokenizer (9.12), ported step for step so that the Python worker cuts text
into exactly the words the Java worker indexes: sentences by the JDK's sentence rules (``sentences``),
each sentence a graph of dictionary words, the shortest path by bigram weights (HHMMSegmenter,
BiSegGraph), Latin letters lower-cased and punctuation made ','. The dictionaries are read from the
lucene-analysis-smartcn jar's Java-serialised coredict.mem and bigramdict.mem (``javaser``).
Strings are UTF-16 units (``jstr``), as Java's char[] are.
"""

import math
import zipfile
from functools import lru_cache
from pathlib import Path

from . import sentences
from .javaser import Reader

JAR = (Path.home() / ".m2/repository/org/apache/lucene/lucene-analysis-smartcn/9.12.3"
       / "lucene-analysis-smartcn-9.12.3.jar")
_DICT = "org/apache/lucene/analysis/cn/smart/hhmm/"

DELIMITER, LETTER, DIGIT, HANZI, SPACE_LIKE, FULLWIDTH_LETTER, FULLWIDTH_DIGIT, OTHER, SURROGATE = range(9)
SENTENCE_BEGIN, SENTENCE_END, CHINESE_WORD, STRING, NUMBER, W_DELIMITER, FULLWIDTH_STRING, FULLWIDTH_NUMBER = range(8)
MAX_FREQUENCE = 2079997 + 80000
PRIME_INDEX_LENGTH = 12071
PRIME_BIGRAM_LENGTH = 402137
STRING_WORD, NUMBER_WORD, START_WORD, END_WORD = "未##串", "未##数", "始##始", "末##末"
_M64 = (1 << 64) - 1


def char_type(c: str) -> int:
    ch = ord(c)
    if 0xD800 <= ch <= 0xDFFF:
        return SURROGATE
    if 0x4E00 <= ch <= 0x9FA5:
        return HANZI
    if 0x41 <= ch <= 0x5A or 0x61 <= ch <= 0x7A:
        return LETTER
    if 0x30 <= ch <= 0x39:
        return DIGIT
    if c in " \t\r\n\u3000":
        return SPACE_LIKE
    if 0x21 <= ch <= 0xBB or 0x2010 <= ch <= 0x2642 or 0x3001 <= ch <= 0x301E:
        return DELIMITER
    if 0xFF21 <= ch <= 0xFF3A or 0xFF41 <= ch <= 0xFF5A:
        return FULLWIDTH_LETTER
    if 0xFF10 <= ch <= 0xFF19:
        return FULLWIDTH_DIGIT
    if 0xFE30 <= ch <= 0xFF63:
        return DELIMITER
    return OTHER


# --- Java arithmetic ----------------------------------------------------------------------------------

def _signed64(x: int) -> int:
    x &= _M64
    return x - (1 << 64) if x >> 63 else x


def _signed32(x: int) -> int:
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x >> 31 else x


def _jrem(a: int, b: int) -> int:
    r = abs(a) % abs(b)
    return -r if a < 0 else r


_FNV_P = 1099511628211
_FNV_OFFSET = _signed64(0xCBF29CE484222325)


def _hash1_char(c: int) -> int:
    h = _signed64((_FNV_OFFSET ^ (c & 0xFF)) * _FNV_P)
    h = _signed64((h ^ (c >> 8)) * _FNV_P)
    h = _signed64(h + (h << 13))
    h ^= h >> 7
    h = _signed64(h + (h << 3))
    h ^= h >> 17
    return _signed64(h + (h << 5))


def _hash2_char(c: int) -> int:
    h = 5381
    h = _signed32(((h << 5) + h) + c) & 0xFF
    return _signed32(_signed32((h << 5) + h) + c) >> 8


def _hash1_chars(s: str) -> int:
    h = _FNV_OFFSET
    for ch in s:
        d = ord(ch)
        h = _signed64((h ^ (d & 0xFF)) * _FNV_P)
        h = _signed64((h ^ (d >> 8)) * _FNV_P)
    return h


def _hash2_chars(s: str) -> int:
    h = 5381
    for ch in s:
        d = ord(ch)
        h = _signed32(_signed32((h << 5) + h) + d) & 0xFF
        h = _signed32(_signed32((h << 5) + h) + d) >> 8
    return h


def _probe_start(hash1: int, hash2: int, prime: int) -> tuple[int, int]:
    h1 = _signed32(_jrem(hash1, prime))
    h2 = _jrem(hash2, prime)
    return (prime + h1 if h1 < 0 else h1), (prime + h2 if h2 < 0 else h2)


def _half(n: int) -> int:
    """Java's int division by 2 (towards zero)."""
    return -((-n) // 2) if n < 0 else n // 2


def _cmp(a: str, b: str) -> int:
    return (a > b) - (a < b)


def _cmp_prefix(short: str, long: str) -> int:
    return 0 if long.startswith(short) else _cmp(short, long)


# --- dictionaries -------------------------------------------------------------------------------------

class WordDictionary:
    def __init__(self, data: bytes):
        r = Reader(data)
        self.word_index = r.read_object().tolist()
        self.char_index = r.read_object().tolist()
        tables = r.read_object()
        freqs = r.read_object()
        # each word is stored without its first character (the table's); null and "" compare alike
        self.items = [None if t is None else ["" if w is None else "".join(map(chr, w.tolist())) for w in t]
                      for t in tables]
        self.freqs = [None if f is None else f.tolist() for f in freqs]

    def _table(self, c: str) -> int:
        ch = ord(c)
        h1, h2 = _probe_start(_hash1_char(ch), _hash2_char(ch), PRIME_INDEX_LENGTH)
        index, i = h1, 1
        while self.char_index[index] != 0 and self.char_index[index] != ch and i < PRIME_INDEX_LENGTH:
            index = (h1 + i * h2) % PRIME_INDEX_LENGTH
            i += 1
        return index if i < PRIME_INDEX_LENGTH and self.char_index[index] == ch else -1

    def prefix_match(self, word: str, known_start: int = 0) -> int:
        index = self._table(word[0])
        if index == -1:
            return -1
        items = self.items[self.word_index[index]]
        rest = word[1:]
        start, end = known_start, len(items) - 1
        mid = _half(start + end)
        while start <= end:
            c = _cmp_prefix(rest, items[mid])
            if c == 0:
                while mid >= 0 and _cmp_prefix(rest, items[mid]) == 0:
                    mid -= 1
                return mid + 1
            if c < 0:
                end = mid - 1
            else:
                start = mid + 1
            mid = _half(start + end)
        return -1

    def frequency(self, word: str) -> int:
        index = self._table(word[0])
        if index == -1:
            return 0
        items = self.items[self.word_index[index]]
        rest = word[1:]
        start, end = 0, len(items) - 1
        mid = _half(start + end)
        while start <= end:
            c = _cmp(items[mid], rest)
            if c == 0:
                return self.freqs[self.word_index[index]][mid]
            if c < 0:
                start = mid + 1
            else:
                end = mid - 1
            mid = _half(start + end)
        return 0

    def is_equal(self, word: str, item: int) -> bool:
        return self.items[self.word_index[self._table(word[0])]][item] == word[1:]


class BigramDictionary:
    def __init__(self, data: bytes):
        r = Reader(data)
        self.hashes = r.read_object().tolist()
        self.freqs = r.read_object().tolist()

    def frequency(self, pair: str) -> int:
        hash_id = _hash1_chars(pair)
        h1, h2 = _probe_start(hash_id, _hash2_chars(pair), PRIME_BIGRAM_LENGTH)
        index, i = h1, 1
        while self.hashes[index] != 0 and self.hashes[index] != hash_id and i < PRIME_BIGRAM_LENGTH:
            index = (h1 + i * h2) % PRIME_BIGRAM_LENGTH
            i += 1
        return self.freqs[index] if i < PRIME_BIGRAM_LENGTH and self.hashes[index] == hash_id else 0


@lru_cache(maxsize=1)
def dictionaries(jar: Path = JAR) -> tuple[WordDictionary, BigramDictionary]:
    with zipfile.ZipFile(jar) as z:
        return WordDictionary(z.read(_DICT + "coredict.mem")), BigramDictionary(z.read(_DICT + "bigramdict.mem"))


# --- the segmenter --------------------------------------------------------------------------------------

class _Token:
    __slots__ = ("word", "start", "end", "kind", "weight", "index")

    def __init__(self, word: str, start: int, end: int, kind: int, weight: int):
        self.word, self.start, self.end, self.kind, self.weight, self.index = word, start, end, kind, weight, 0


def _graph(sentence: str, words: WordDictionary) -> dict[int, list[_Token]]:
    """HHMMSegmenter#createSegGraph: every dictionary word at every position, runs of letters and digits,
    delimiters, the start and end markers; by start offset."""
    graph: dict[int, list[_Token]] = {}

    def add(t: _Token) -> None:
        graph.setdefault(t.start, []).append(t)

    types = [char_type(c) for c in sentence]
    n = len(sentence)
    i = 0
    while i < n:
        kind = types[i]
        if kind == SPACE_LIKE:
            i += 1
        elif kind == SURROGATE:
            count = 2 if (0xD800 <= ord(sentence[i]) <= 0xDBFF and i + 1 < n
                          and 0xDC00 <= ord(sentence[i + 1]) <= 0xDFFF) else 1
            add(_Token(sentence[i:i + count], i, i + count, CHINESE_WORD, 0))
            i += count
        elif kind == HANZI:
            j = i + 1
            buf = sentence[i]
            word = buf
            add(_Token(word, i, j, CHINESE_WORD, words.frequency(word)))
            found = words.prefix_match(word)
            while j <= n and found != -1:
                if words.is_equal(word, found) and len(word) > 1:
                    add(_Token(word, i, j, CHINESE_WORD, words.frequency(word)))
                while j < n and types[j] == SPACE_LIKE:
                    j += 1
                if j < n and types[j] == HANZI:
                    buf += sentence[j]
                    word = buf
                    found = words.prefix_match(word, found)
                    j += 1
                else:
                    break
            i += 1
        elif kind in (LETTER, FULLWIDTH_LETTER, DIGIT, FULLWIDTH_DIGIT):
            letters = kind in (LETTER, FULLWIDTH_LETTER)
            same = (LETTER, FULLWIDTH_LETTER) if letters else (DIGIT, FULLWIDTH_DIGIT)
            full = kind in (FULLWIDTH_LETTER, FULLWIDTH_DIGIT)
            j = i + 1
            while j < n and types[j] in same:
                full = full or types[j] in (FULLWIDTH_LETTER, FULLWIDTH_DIGIT)
                j += 1
            placeholder = STRING_WORD if letters else NUMBER_WORD
            word_type = (FULLWIDTH_STRING if full else STRING) if letters else (FULLWIDTH_NUMBER if full else NUMBER)
            add(_Token(placeholder, i, j, word_type, words.frequency(placeholder)))
            i = j
        elif kind == DELIMITER:
            add(_Token(sentence[i], i, i + 1, W_DELIMITER, MAX_FREQUENCE))
            i += 1
        else:
            add(_Token(STRING_WORD, i, i + 1, STRING, words.frequency(STRING_WORD)))
            i += 1
    add(_Token(START_WORD, -1, 0, SENTENCE_BEGIN, words.frequency(START_WORD)))
    add(_Token(END_WORD, n, n + 1, SENTENCE_END, words.frequency(END_WORD)))
    return graph


def _shortest_path(graph: dict[int, list[_Token]], bigrams: BigramDictionary) -> list[_Token]:
    """BiSegGraph: each pair of adjacent tokens weighed by its smoothed bigram probability, then Viterbi."""
    ordered: list[_Token] = []
    for start in sorted(graph):
        for t in graph[start]:
            t.index = len(ordered)
            ordered.append(t)
    max_start = max(graph)
    smooth, tiny = 0.1, 1.0 / MAX_FREQUENCE
    edges: dict[int, list[tuple[int, float]]] = {}
    for key in range(-1, max_start):
        for t1 in graph.get(key, ()):
            one = float(t1.weight)
            nxt = t1.end
            following = None
            while nxt <= max_start:
                if nxt in graph:
                    following = graph[nxt]
                    break
                nxt += 1
            if following is None:
                break
            for t2 in following:
                pair = bigrams.frequency(t1.word + "@" + t2.word)
                weight = -math.log(smooth * (1.0 + one) / (MAX_FREQUENCE + 0.0)
                                   + (1.0 - smooth) * ((1.0 - tiny) * pair / (1.0 + one) + tiny))
                edges.setdefault(t2.index, []).append((t1.index, weight))
    weights = [0.0]
    previous = [0]
    for current in range(1, len(edges) + 1):
        best, best_from = float("inf"), None
        for frm, w in edges[current]:
            if weights[frm] + w < best:
                best, best_from = weights[frm] + w, frm
        weights.append(best)
        previous.append(best_from)
    path = [len(weights) - 1]
    while path[-1] != 0:
        path.append(previous[path[-1]])
    return [ordered[i] for i in reversed(path)]


def _surface(t: _Token, sentence: str) -> str:
    """WordSegmenter#convertSegToken and SegTokenFilter: the text of letter and digit runs, full-width
    folded, A-Z lower-cased; every delimiter ','."""
    if t.kind == W_DELIMITER:
        return ","
    if t.kind not in (STRING, NUMBER, FULLWIDTH_STRING, FULLWIDTH_NUMBER):
        return t.word
    chars = sentence[t.start:t.end]
    out = []
    for c in chars:
        ch = ord(c)
        if t.kind in (FULLWIDTH_STRING, FULLWIDTH_NUMBER) and ch >= 0xFF10:
            ch -= 0xFEE0
        if t.kind in (STRING, FULLWIDTH_STRING, FULLWIDTH_NUMBER) and 0x41 <= ch <= 0x5A:
            ch += 0x20
        out.append(chr(ch))
    return "".join(out)


def segment_sentence(sentence: str) -> list[str]:
    words, bigrams = dictionaries()
    path = _shortest_path(_graph(sentence, words), bigrams)
    return [_surface(t, sentence) for t in path[1:-1]] if len(path) > 2 else []


_BUFFER = 1024
_SAFE_END = "\r\n\u0085\u2028\u2029"


def tokens(units: str) -> list[str]:
    """HMMChineseTokenizer over ``units``: read in buffers of 1024 cut after the last line break, each
    buffer cut into sentences, each sentence segmented."""
    out: list[str] = []
    pos = 0
    leftover = ""
    while True:
        requested = _BUFFER - len(leftover)
        read = units[pos:pos + requested]
        pos += len(read)
        buffer = leftover + read
        if not buffer:
            return out
        if len(read) < requested:
            usable = len(buffer)
        else:
            safe = max(buffer.rfind(c) for c in _SAFE_END)
            usable = safe + 1 if safe >= 0 else len(buffer)
        text = buffer[:usable]
        bounds = sentences.boundaries(text)
        for start, end in zip(bounds, bounds[1:]):
            out.extend(segment_sentence(text[start:end]))
        leftover = buffer[usable:]
