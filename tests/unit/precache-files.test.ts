// The service worker's precache list comes from the build's import graph: what public pages can load
// (static and dynamic imports from the entry, texts included), the stylesheets and the icon sprite, and nothing only the staff
// screens or the staff's texts reach.
import { describe, expect, it } from "vitest";
import { precacheFiles, type BuildFile } from "@web/offline/precache-files";

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], isEntry = false): BuildFile => ({
  type: "chunk",
  fileName,
  isEntry,
  imports,
  dynamicImports,
});
const asset = (fileName: string): BuildFile => ({ type: "asset", fileName });

describe("precacheFiles", () => {
  it("keeps what public pages reach and leaves out what only staff screens reach", () => {
    const files = [
      chunk(
        "assets/index-AAAAAAAA.js",
        ["assets/common-BBBBBBBB.js"],
        ["assets/home-page-CCCCCCCC.js", "assets/admin-page-DDDDDDDD.js", "assets/login-page-Ee-EEEEE.js", "assets/text-loader-FFFFFFFF.js"],
        true,
      ),
      chunk("assets/common-BBBBBBBB.js"),
      chunk("assets/home-page-CCCCCCCC.js", ["assets/common-BBBBBBBB.js"], ["assets/report-vitals-GGGGGGGG.js"]),
      chunk("assets/report-vitals-GGGGGGGG.js"),
      chunk("assets/admin-page-DDDDDDDD.js", ["assets/common-BBBBBBBB.js"], ["assets/people-view-HHHHHHHH.js", "assets/audit-view-IIIIIIII.js"]),
      chunk("assets/people-view-HHHHHHHH.js"),
      chunk("assets/audit-view-IIIIIIII.js"),
      chunk("assets/login-page-Ee-EEEEE.js", [], ["assets/passkey-sign-in-JJJJJJJJ.js"]),
      chunk("assets/passkey-sign-in-JJJJJJJJ.js"),
      // The text table: every bundle in each language, the staff's among them.
      chunk("assets/text-loader-FFFFFFFF.js", [], ["assets/home-KKKKKKKK.js", "assets/admin-LLLL_LLL.js"]),
      chunk("assets/home-KKKKKKKK.js"),
      chunk("assets/admin-LLLL_LLL.js", [], ["assets/admin-people-MMMMMMMM.js"]),
      chunk("assets/admin-people-MMMMMMMM.js"),
      asset("assets/index-NNNNNNNN.css"),
      asset("assets/icons-OOOOOOOO.svg"),
      asset("assets/index-AAAAAAAA.js.map"),
      asset("favicon.svg"),
    ];
    const bundle = Object.fromEntries(files.map((file) => [file.fileName, file]));
    expect(precacheFiles(bundle)).toEqual([
      "/assets/common-BBBBBBBB.js",
      "/assets/home-KKKKKKKK.js",
      "/assets/home-page-CCCCCCCC.js",
      "/assets/icons-OOOOOOOO.svg",
      "/assets/index-AAAAAAAA.js",
      "/assets/index-NNNNNNNN.css",
      "/assets/report-vitals-GGGGGGGG.js",
      "/assets/text-loader-FFFFFFFF.js",
    ]);
  });
});
