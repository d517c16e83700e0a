/**
 * Accessible names for the rich-text toolbar. Quill names its buttons after
 * its format keys ("bold", "list: ordered") and leaves the pickers (heading,
 * alignment, colours) and their options without any name, which screen
 * readers announce as bare "button"s.
 */
const BUTTONS: Record<string, string> = {
  bold: "Bold",
  italic: "Italic",
  underline: "Underline",
  strike: "Strikethrough",
  "list:ordered": "Numbered list",
  "list:bullet": "Bulleted list",
  link: "Link",
  image: "Image",
  blockquote: "Quote",
  "code-block": "Code block",
  clean: "Clear formatting",
};

const PICKERS: Record<string, { label: string; option: (value: string | null) => string }> = {
  header: { label: "Heading", option: (value) => (value ? `Heading ${value}` : "Normal text") },
  align: { label: "Alignment", option: (value) => `Align ${value ?? "left"}` },
  color: { label: "Text colour", option: (value) => (value ? `Text colour ${value}` : "Default text colour") },
  background: { label: "Background colour", option: (value) => (value ? `Background ${value}` : "No background") },
};

/** The format a toolbar control stands for: its `ql-<format>` class. */
const formatOf = (element: Element) => [...element.classList].find((c) => c.startsWith("ql-") && c !== "ql-picker")?.slice(3);

export function labelToolbar(toolbar: HTMLElement) {
  toolbar.setAttribute("aria-label", "Formatting");
  for (const button of toolbar.querySelectorAll("button")) {
    const format = formatOf(button);
    const value = button.getAttribute("value");
    const name = format && (BUTTONS[value ? `${format}:${value}` : format] ?? BUTTONS[format]);
    if (name) button.setAttribute("aria-label", name);
  }
  for (const picker of toolbar.querySelectorAll(".ql-picker")) {
    const texts = PICKERS[formatOf(picker) ?? ""];
    if (!texts) continue;
    picker.querySelector(".ql-picker-label")?.setAttribute("aria-label", texts.label);
    for (const item of picker.querySelectorAll(".ql-picker-item"))
      item.setAttribute("aria-label", texts.option(item.getAttribute("data-value")));
  }
}
