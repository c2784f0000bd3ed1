#!/usr/bin/env python3
"""Assembles the web page from what the build made (web/CMakeLists.txt runs this).

  site.py SITE BUNDLE WASM CATALOGUES VIEWER WORKER SEARCH

SITE gets the static files a web server serves: index.html, morpion.js (BUNDLE, esbuild's
output), morpion-core.wasm (WASM), morpion.css with the program's icons
(resources/icons) as data, icon.svg, i18n/ (CATALOGUES, made by
translations/web_strings.py), and what the page loads when it first analyses, searches or
solves: the workers' script morpion-worker.js (WORKER) and the search module
morpion-search.wasm (SEARCH). VIEWER gets the same page as one self-contained HTML file:
styles, script, the module (base64) and every catalogue inline, so that it opens from a
file with no network. `morpion-cli html` writes it with a grid in place of its "grid"
field, which is null here.
"""
import base64
import json
import pathlib
import shutil
import sys
import urllib.parse

root = pathlib.Path(__file__).resolve().parent.parent.parent
static = root / "web" / "static"
icons = root / "resources" / "icons"
grid_marker = ',"grid":null}</script>'
# The desktop program's icons the page shows.
page_icons = ["go-first", "go-previous", "go-next", "go-last", "edit-undo", "edit-redo"]


def css():
    """The stylesheet with the icons as custom properties (--icon-go-first: url(...))."""
    lines = [":root {"]
    for name in page_icons:
        svg = (icons / f"{name}.svg").read_text(encoding="utf-8").strip()
        lines.append(f'  --icon-{name}: url("data:image/svg+xml,{urllib.parse.quote(svg)}");')
    lines.append("}")
    return "\n".join(lines) + "\n" + (static / "morpion.css").read_text(encoding="utf-8")


def script_safe(text):
    """Text that cannot end the <script> element it stands in."""
    return text.replace("</", "<\\/")


def main():
    if len(sys.argv) != 8:
        sys.exit(__doc__)
    site, bundle, wasm, catalogues, viewer, worker, search = map(pathlib.Path, sys.argv[1:])
    site.mkdir(parents=True, exist_ok=True)
    style = css()
    html = (static / "index.html").read_text(encoding="utf-8")
    script = bundle.read_text(encoding="utf-8")
    (site / "morpion.css").write_text(style, encoding="utf-8")
    (site / "index.html").write_text(html, encoding="utf-8")
    shutil.copyfile(bundle, site / "morpion.js")
    shutil.copyfile(wasm, site / "morpion-core.wasm")
    shutil.copyfile(worker, site / "morpion-worker.js")
    shutil.copyfile(search, site / "morpion-search.wasm")
    shutil.copyfile(icons / "morpion-layers.svg", site / "icon.svg")
    if (site / "i18n").resolve() != catalogues.resolve():
        shutil.copytree(catalogues, site / "i18n", dirs_exist_ok=True)

    # The self-contained page: the same HTML with everything it loads inline.
    embed = {
        "wasm": base64.b64encode(wasm.read_bytes()).decode("ascii"),
        "catalogues": {
            p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(catalogues.glob("*.json"))
        },
        "grid": None,
    }
    icon = "data:image/svg+xml," + urllib.parse.quote((icons / "morpion-layers.svg").read_text(encoding="utf-8").strip())
    inline = html.replace('<link rel="stylesheet" href="morpion.css">', f"<style>\n{style}</style>")
    inline = inline.replace('\n<link rel="preload" href="morpion-core.wasm" as="fetch" type="application/wasm" crossorigin>', "")
    inline = inline.replace('href="icon.svg"', f'href="{icon}"').replace('src="icon.svg"', f'src="{icon}"')
    inline = inline.replace(
        '<script type="module" src="morpion.js"></script>',
        '<script id="morpion-embed" type="application/json">'
        + script_safe(json.dumps(embed, ensure_ascii=True, separators=(",", ":")))
        + "</script>\n<script type=\"module\">\n"
        + script_safe(script)
        + "</script>",
    )
    for original in ('<link rel="stylesheet" href="morpion.css">', 'src="morpion.js"', 'rel="preload"'):
        if original in inline:
            sys.exit(f"site.py: {original} is still in the self-contained page")
    # What `morpion-cli html` replaces with the grid (app/cli/CommandHtml.cpp): exactly once.
    if inline.count(grid_marker) != 1:
        sys.exit(f"site.py: {grid_marker} is not in the self-contained page exactly once")
    viewer.write_text(inline, encoding="utf-8")


if __name__ == "__main__":
    main()
