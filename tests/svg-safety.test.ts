import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { minimalSite } from "./fixtures/site.ts";
import { svgProblems, type SvgProblemKind } from "../src/images/svg-safety.ts";
import { HOSTILE_DRAWINGS } from "./fixtures/hostile-files.ts";
import { validateSiteFile } from "../src/validate/index.ts";

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const kinds = (text: string) => svgProblems(Buffer.from(text)).map((problem) => problem.kind);

/** Every SVG under a folder, by its path. */
const drawingsIn = (folder: string) =>
  (readdirSync(folder, { recursive: true }) as string[])
    .filter((name) => name.endsWith(".svg"))
    .map((name) => join(folder, name));

describe("svgProblems: what drawing programs write passes", () => {
  it("passes every drawing the project ships and its examples", () => {
    const drawings = [...drawingsIn("images"), ...drawingsIn("examples")];
    expect(drawings.length).toBeGreaterThan(10);
    for (const file of drawings) expect(svgProblems(readFileSync(file)), file).toEqual([]);
  });

  it("passes Inkscape's own elements, metadata, styles, links within the drawing and an embedded photo", () => {
    const inkscape = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="210mm" height="297mm" viewBox="0 0 210 297" version="1.1" id="svg5"
   inkscape:version="1.2.2" sodipodi:docname="logo.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="http://www.w3.org/1999/xlink" ${NS}
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview7" pagecolor="#ffffff" inkscape:zoom="0.7" />
  <metadata><rdf:RDF><cc:Work rdf:about=""><dc:title>Oak</dc:title></cc:Work></rdf:RDF></metadata>
  <defs><style>.leaf { fill: #2f6b3f }</style><linearGradient id="g"><stop offset="0" /></linearGradient></defs>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer"><circle class="leaf" cx="50" cy="50" r="40" fill="url(#g)" /></g>
  <use xlink:href="#svg5-leaf" /><use href="#g" />
  <image width="10" height="10" xlink:href="data:image/png;base64,iVBORw0KGgo=" />
  <a href="https://www.oakandash.com/"><text x="10" y="90">Oak &amp; Ash</text></a>
</svg>`;
    expect(svgProblems(Buffer.from(inkscape))).toEqual([]);
  });

  it("passes Illustrator's declared names for its namespaces and its editing data, and a file in UTF-16", () => {
    const illustrator = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
	<!ENTITY ns_svg "http://www.w3.org/2000/svg">
	<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
	<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">
]>
<svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" xmlns:i="&ns_ai;" width="100px" height="100px">
<switch>
	<foreignObject requiredExtensions="&ns_ai;" x="0" y="0" width="1" height="1">
		<i:pgfRef xlink:href="#adobe_illustrator_pgf"></i:pgfRef>
	</foreignObject>
	<g i:extraneous="self"><rect width="10" height="10"/></g>
</switch>
</svg>`;
    expect(svgProblems(Buffer.from(illustrator))).toEqual([]);
    expect(svgProblems(Buffer.from(`\ufeff<svg ${NS}><rect/></svg>`, "utf16le"))).toEqual([]);
  });
});

describe("svgProblems: what can run, load or cannot be drawn is found", () => {
  const cases: [string, string, SvgProblemKind][] = [
    ["a script", `<svg ${NS}><script>alert(1)</script></svg>`, "script"],
    [
      "a script in capitals, under another prefix",
      `<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:SCRIPT/></s:svg>`,
      "script",
    ],
    ["an onload", `<svg ${NS} onload="alert(1)"/>`, "event"],
    ["an event attribute in a namespace", `<svg ${NS} xmlns:e="urn:x"><rect e:onclick="alert(1)"/></svg>`, "event"],
    ["a listener element", `<svg ${NS}><handler>alert(1)</handler></svg>`, "event"],
    [
      "a page inside it",
      `<svg ${NS}><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject></svg>`,
      "page",
    ],
    [
      "an HTML element without foreignObject",
      `<svg ${NS}><h:iframe xmlns:h="http://www.w3.org/1999/xhtml"/></svg>`,
      "page",
    ],
    ["an embed", `<svg ${NS}><embed src="x"/></svg>`, "page"],
    ["a javascript: link", `<svg ${NS}><a href="javascript:alert(1)"><rect/></a></svg>`, "script-address"],
    [
      "a javascript: link hidden by a tab and a character reference",
      `<svg ${NS}><a href="&#x20;java&#9;script&#58;alert(1)"/></svg>`,
      "script-address",
    ],
    ["a data: page", `<svg ${NS}><a href="data:text/html,&lt;script>alert(1)&lt;/script>"/></svg>`, "script-address"],
    ["an animation that sets a link", `<svg ${NS}><a><set attributeName="href" to="#x"/></a></svg>`, "animated-link"],
    ["an animation that sets an event", `<svg ${NS}><animate attributeName="onbegin" to="x"/></svg>`, "animated-link"],
    [
      "a picture linked from the web",
      `<svg ${NS}><image href="https://www.oakandash.com/oak.png"/></svg>`,
      "other-file",
    ],
    [
      "a picture beside it",
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="oak.png"/></svg>`,
      "other-file",
    ],
    ["another drawing's part", `<svg ${NS}><use href="other.svg#leaf"/></svg>`, "other-file"],
    ["a style sheet", `<?xml-stylesheet href="https://www.oakandash.com/a.css"?><svg ${NS}/>`, "stylesheet"],
    [
      "an entity that reaches a file",
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}/>`,
      "entities",
    ],
    ["an entity that grows", `<!DOCTYPE svg [<!ENTITY a "aa"><!ENTITY b "&a;&a;">]><svg ${NS}/>`, "entities"],
    ["no xmlns", `<svg><rect/></svg>`, "not-svg"],
    ["a web page", `<html><body>Oak</body></html>`, "not-svg"],
    ["a drawing cut short", `<svg ${NS}>\n<g>\n<rect/>\n`, "not-svg"],
    [
      "a tag left open, with something that may act",
      `<svg ${NS}>\n<g>\n<image href="data:image/png;base64,iVBORw0KGgo="/>\n</svg>`,
      "not-svg",
    ],
    ["nothing", ``, "not-svg"],
  ];
  for (const [name, text, kind] of cases) {
    it(`finds ${name}`, () => expect(kinds(text)).toContain(kind));
  }

  for (const { name, content, kind } of HOSTILE_DRAWINGS) {
    it(`finds ${name} (the hostile corpus): ${kind}`, () => expect(kinds(content)[0]).toBe(kind));
  }

  it("passes what only looks like those: a doctype's address with a bracket, styles that stay in the drawing", () => {
    const passing = [
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://example.com/[x].dtd"><svg ${NS}/>`,
      `<!DOCTYPE svg [ ]><svg ${NS}/>`,
      `<svg ${NS}><defs><linearGradient id="g"/></defs><rect fill="url(#g)" style="stroke: url( '#g' )"/></svg>`,
      `<svg ${NS}><style>.a { fill: url(#g); font-family: Inter, sans-serif }</style><rect class="a"/></svg>`,
      `<svg ${NS}><style>@font-face { font-family: x; src: local(Inter) }</style><text>x</text></svg>`,
    ];
    for (const text of passing) expect(svgProblems(Buffer.from(text)), text).toEqual([]);
  });

  it("names what a DOCTYPE declares and what a style loads, in words", () => {
    expect(svgProblems(Buffer.from(HOSTILE_DRAWINGS[0]!.content))).toEqual([
      { kind: "declarations", what: "declarations in its DOCTYPE that change the drawing (<!ATTLIST>)", line: 1 },
    ]);
    expect(svgProblems(Buffer.from(`<svg ${NS}>\n<rect fill="url(http://evil.example/p.svg#g)"/></svg>`))).toEqual([
      { kind: "other-file", what: "a style that loads another file (url(http://evil.example/p.svg#g))", line: 2 },
    ]);
  });

  it("reads a megabyte of tags, comments or brackets at once (the start and end screens read each once)", () => {
    const texts = [
      `<svg${" ".repeat(1_000_000)}`,
      `<svg ${NS}${` ${NS}`.repeat(30_000)}`,
      `<svg ${NS}><rect/></svg>${"</svg><!--".repeat(100_000)}`,
      `<svg ${NS}><rect/></svg>${"<!---->".repeat(150_000)}`,
      `<!DOCTYPE svg [${"<!ENTITY a 'b'>".repeat(60_000)}<!ATTLIST svg onload CDATA "x">]><svg ${NS}/>`,
    ];
    for (const text of texts) {
      const started = performance.now();
      svgProblems(Buffer.from(text));
      expect(performance.now() - started, text.slice(0, 40)).toBeLessThan(2_000);
    }
  });

  it("says each kind once, at the line of its first, and every kind a file holds", () => {
    const text = `<svg ${NS}>\n<rect onclick="a()"/>\n<script>1</script>\n<script>2</script>\n<rect onmouseover="b()"/>\n</svg>`;
    expect(svgProblems(Buffer.from(text))).toEqual([
      { kind: "event", what: "an event that runs a script (onclick)", line: 2 },
      { kind: "script", what: "a script", line: 3 },
    ]);
  });
});

describe("the image rule reads what each picture is", () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  /** A fixture site whose logo, default image and one more picture are the given files. */
  function siteWith(files: Record<string, string | Buffer>) {
    const folder = mkdtempSync(join(tmpdir(), "svg-rule-"));
    folders.push(folder);
    cpSync("images", join(folder, "images"), { recursive: true });
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(folder, "images", name), bytes);
    const site = minimalSite() as { site: { logo: { src: string }; defaultImage: { src: string } } };
    site.site.logo.src = "images/brand/logo.svg";
    writeFileSync(join(folder, "site.json"), JSON.stringify(site, null, 2));
    return pictureProblems(join(folder, "site.json"), folder);
  }

  /** What the check finds of the pictures themselves (the fixture names pictures the project does not have). */
  const pictureProblems = (file: string, root: string) =>
    validateSiteFile(file, { root }).problems.filter((problem) =>
      ["unsafe-svg", "broken-image"].includes(problem.code),
    );

  it("refuses a logo with a script at the logo's field, and says what it holds and where", () => {
    const problems = siteWith({ "brand/logo.svg": `<svg ${NS}>\n<rect/>\n<script>alert(1)</script>\n</svg>` });
    expect(problems).toMatchObject([
      {
        code: "unsafe-svg",
        severity: "error",
        path: ["site", "logo", "src"],
        message: "the drawing images/brand/logo.svg holds a script (line 3)",
      },
    ]);
  });

  it("refuses a drawing that is not one, and a photo under a drawing's name", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#2f6b3f" } })
      .png()
      .toBuffer();
    expect(siteWith({ "brand/logo.svg": `<svg ${NS}><g><rect/>` })).toMatchObject([
      { code: "broken-image", message: expect.stringContaining("images/brand/logo.svg cannot be shown") },
    ]);
    expect(siteWith({ "brand/logo.svg": png })).toMatchObject([
      {
        code: "broken-image",
        message: "the image images/brand/logo.svg is a PNG picture, not a drawing (SVG)",
        hint: "rename the file to end in .png, and write that name here",
      },
    ]);
  });

  it("refuses an iPhone photo renamed .jpg, and takes a PNG renamed .jpg, which the build reads", async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic")]);
    const refused = siteWith({ "social/default.svg": heic });
    expect(refused).toMatchObject([
      { code: "broken-image", path: ["site", "defaultImage", "src"], hint: expect.stringContaining("JPEG") },
    ]);
    expect(refused[0]!.message).toContain("an iPhone photo in HEIC");
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#2f6b3f" } })
      .png()
      .toBuffer();
    const folder = mkdtempSync(join(tmpdir(), "svg-rule-"));
    folders.push(folder);
    cpSync("images", join(folder, "images"), { recursive: true });
    writeFileSync(join(folder, "images", "photo.jpg"), png);
    writeFileSync(join(folder, "images", "heic.jpg"), heic);
    const site = minimalSite() as { site: { defaultImage: { src: string } } };
    for (const [src, codes] of [
      ["images/photo.jpg", []],
      ["images/heic.jpg", ["broken-image"]],
    ] as const) {
      site.site.defaultImage.src = src;
      writeFileSync(join(folder, "site.json"), JSON.stringify(site, null, 2));
      const found = pictureProblems(join(folder, "site.json"), folder);
      expect(
        found.map((problem) => problem.code),
        src,
      ).toEqual(codes);
    }
  });
});
