# The manual's pages as plain text, read without any product code (scripts/bm25-textbook.sh): the body
# without the navigation header and footer, the <title> apart. Writes pages.tsv and questions.tsv to argv[1].
import html.parser, os, sys, json
root = '/usr/share/doc/postgresql-doc-15/html'
out_dir = sys.argv[1]
questions = sys.argv[2]
class P(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(); self.skip = 0; self.depth = []; self.out = []; self.title = ''; self.in_title = False
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == 'div':
            nav = a.get('class', '') in ('navheader', 'navfooter')
            self.depth.append(nav)
            if nav: self.skip += 1
        if tag in ('script', 'style'): self.skip += 1
        if tag == 'title': self.in_title = True
    def handle_endtag(self, tag):
        if tag == 'div' and self.depth:
            if self.depth.pop(): self.skip -= 1
        if tag in ('script', 'style'): self.skip -= 1
        if tag == 'title': self.in_title = False
    def handle_data(self, d):
        if self.in_title: self.title += d
        elif not self.skip: self.out.append(d)
def clean(s): return ' '.join(s.replace('\t', ' ').replace('\\', ' ').split())
with open(os.path.join(out_dir, 'pages.tsv'), 'w') as f:
    for name in sorted(os.listdir(root)):
        if not name.endswith('.html'): continue
        p = P(); p.feed(open(os.path.join(root, name), encoding='utf-8').read())
        f.write('%s\t%s\t%s\n' % (name, clean(p.title), clean(' '.join(p.out))))
with open(os.path.join(out_dir, 'questions.tsv'), 'w') as f:
    for line in open(questions):
        q = json.loads(line)
        f.write('%s\t%s\t{%s}\n' % (q['id'], clean(q['question']), ','.join(q['relevant'])))
