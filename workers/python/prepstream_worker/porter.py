"""Lucene's PorterStemmer (org.apache.lucene.analysis.en), step for step: smartcn stems every token
with it before PostgreSQL sees the words."""


class _Stemmer:
    def __init__(self, word: str):
        self.b = list(word)
        self.k = len(word) - 1
        self.k0 = 0
        self.j = 0

    def cons(self, i: int) -> bool:
        c = self.b[i]
        if c in "aeiou":
            return False
        if c == "y":
            return True if i == self.k0 else not self.cons(i - 1)
        return True

    def m(self) -> int:
        n, i, j = 0, self.k0, self.j
        while True:
            if i > j:
                return n
            if not self.cons(i):
                break
            i += 1
        i += 1
        while True:
            while True:
                if i > j:
                    return n
                if self.cons(i):
                    break
                i += 1
            i += 1
            n += 1
            while True:
                if i > j:
                    return n
                if not self.cons(i):
                    break
                i += 1
            i += 1

    def vowelinstem(self) -> bool:
        return any(not self.cons(i) for i in range(self.k0, self.j + 1))

    def doublec(self, j: int) -> bool:
        return j >= self.k0 + 1 and self.b[j] == self.b[j - 1] and self.cons(j)

    def cvc(self, i: int) -> bool:
        if i < self.k0 + 2 or not self.cons(i) or self.cons(i - 1) or not self.cons(i - 2):
            return False
        return self.b[i] not in "wxy"

    def ends(self, s: str) -> bool:
        o = self.k - len(s) + 1
        if o < self.k0:
            return False
        if "".join(self.b[o:o + len(s)]) != s:
            return False
        self.j = self.k - len(s)
        return True

    def setto(self, s: str) -> None:
        o = self.j + 1
        need = o + len(s)
        if len(self.b) < need:
            self.b.extend([""] * (need - len(self.b)))
        for i, c in enumerate(s):
            self.b[o + i] = c
        self.k = self.j + len(s)

    def r(self, s: str) -> None:
        if self.m() > 0:
            self.setto(s)

    def step1(self) -> None:
        b = self.b
        if b[self.k] == "s":
            if self.ends("sses"):
                self.k -= 2
            elif self.ends("ies"):
                self.setto("i")
            elif b[self.k - 1] != "s":
                self.k -= 1
        if self.ends("eed"):
            if self.m() > 0:
                self.k -= 1
        elif (self.ends("ed") or self.ends("ing")) and self.vowelinstem():
            self.k = self.j
            if self.ends("at"):
                self.setto("ate")
            elif self.ends("bl"):
                self.setto("ble")
            elif self.ends("iz"):
                self.setto("ize")
            elif self.doublec(self.k):
                ch = self.b[self.k]
                self.k -= 1
                if ch in "lsz":
                    self.k += 1
            elif self.m() == 1 and self.cvc(self.k):
                self.setto("e")

    def step2(self) -> None:
        if self.ends("y") and self.vowelinstem():
            self.b[self.k] = "i"

    _STEP3 = {"a": [("ational", "ate"), ("tional", "tion")], "c": [("enci", "ence"), ("anci", "ance")],
              "e": [("izer", "ize")],
              "l": [("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous")],
              "o": [("ization", "ize"), ("ation", "ate"), ("ator", "ate")],
              "s": [("alism", "al"), ("iveness", "ive"), ("fulness", "ful"), ("ousness", "ous")],
              "t": [("aliti", "al"), ("iviti", "ive"), ("biliti", "ble")], "g": [("logi", "log")]}
    _STEP4 = {"e": [("icate", "ic"), ("ative", ""), ("alize", "al")], "i": [("iciti", "ic")],
              "l": [("ical", "ic"), ("ful", "")], "s": [("ness", "")]}
    _STEP5 = {"a": ["al"], "c": ["ance", "ence"], "e": ["er"], "i": ["ic"], "l": ["able", "ible"],
              "n": ["ant", "ement", "ment", "ent"], "s": ["ism"], "t": ["ate", "iti"], "u": ["ous"], "v": ["ive"],
              "z": ["ize"]}

    def _replace(self, table: list[tuple[str, str]]) -> None:
        for suffix, by in table:
            if self.ends(suffix):
                self.r(by)
                return

    def step3(self) -> None:
        if self.k == self.k0:
            return
        self._replace(self._STEP3.get(self.b[self.k - 1], []))

    def step4(self) -> None:
        self._replace(self._STEP4.get(self.b[self.k], []))

    def step5(self) -> None:
        if self.k == self.k0:
            return
        c = self.b[self.k - 1]
        if c == "o":
            if not ((self.ends("ion") and self.j >= 0 and self.b[self.j] in "st") or self.ends("ou")):
                return
        elif not any(self.ends(s) for s in self._STEP5.get(c, [])):
            return
        if self.m() > 1:
            self.k = self.j

    def step6(self) -> None:
        self.j = self.k
        if self.b[self.k] == "e":
            a = self.m()
            if a > 1 or (a == 1 and not self.cvc(self.k - 1)):
                self.k -= 1
        if self.b[self.k] == "l" and self.doublec(self.k) and self.m() > 1:
            self.k -= 1

    def stem(self) -> str:
        if self.k > self.k0 + 1:
            self.step1()
            self.step2()
            self.step3()
            self.step4()
            self.step5()
            self.step6()
        return "".join(self.b[:self.k + 1])


def stem(word: str) -> str:
    return _Stemmer(word).stem() if word else word
