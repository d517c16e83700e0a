import { useEffect, useMemo, useRef, useState } from "react";
import ReactQuill from "react-quill-new";
import { MEDIA_TYPES } from "../../../../lib/domain/media";
import { breakableSpaces } from "../../../../lib/domain/shared";
import type { MediaUploadTarget } from "../../../../lib/domain/media";
import { UploadProgressBar } from "../../../components/form/UploadProgressBar";
import { useImageUpload } from "../../../hooks/useImageUpload";
import "react-quill-new/dist/quill.snow.css";
import "./richTextEditor.css";
import { labelToolbar } from "./toolbarLabels";

/** The toolbar (docs/product.md#admin-press): headers 1-3, bold, italic, underline, strike, lists, align, link, image, blockquote, code block, colour, background, clean. */
export const PRESS_TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ["bold", "italic", "underline", "strike"],
  [{ list: "ordered" }, { list: "bullet" }],
  [{ align: [] }],
  ["link", "image"],
  ["blockquote", "code-block"],
  [{ color: [] }, { background: [] }],
  ["clean"],
];

/**
 * Quill's own Tab bindings (tab character, list and code indent) turn off:
 * Tab and Shift+Tab leave the editor like any other field, or a keyboard
 * user could never get past it (WCAG 2.1.2, docs/decisions.md).
 */
const TAB_LEAVES_EDITOR = Object.fromEntries(
  ["tab", "indent", "outdent", "indent code-block", "outdent code-block", "remove tab", "table tab"].map((name) => [name, null]),
);

const FORMATS = [
  "header",
  "bold",
  "italic",
  "underline",
  "strike",
  "list",
  "align",
  "link",
  "image",
  "blockquote",
  "code-block",
  "color",
  "background",
];

interface Props {
  /** Labels the editable area for assistive technology. */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The post the content belongs to: images from the toolbar's image button are uploaded for it. */
  imageTarget: MediaUploadTarget;
  /** Set to a function inserting HTML at the cursor, in the editor's own formats (a newsletter's release cards and library images). */
  insertRef?: { current: ((html: string) => void) | null };
}

/**
 * Rich-text content of a press post (react-quill-new). The admin app only
 * runs in the browser (client:only), which Quill needs. The server sanitizes
 * whatever it sends, and makes its spaces breakable again.
 */
export function RichTextEditor({ labelledBy, value, onChange, onBlur, imageTarget, insertRef }: Props) {
  const quill = useRef<ReactQuill>(null);
  // The editor's HTML as Quill wrote it and as the form keeps it (breakableSpaces). The
  // editor is handed back its own HTML: given the form's, react-quill would see a
  // different value and reset its contents, and the cursor, on every keystroke.
  const [reported, setReported] = useState({ raw: value, kept: value });
  const editorValue = value === reported.kept ? reported.raw : value;
  const { uploading, progress, upload } = useImageUpload(imageTarget);
  // Quill reads its modules once: the handler reaches the current upload through a ref.
  const pickImage = useRef<() => void>(() => {});
  pickImage.current = () => {
    const input = document.createElement("input");
    input.type = "file";
    input.accept = Object.values(MEDIA_TYPES).join(",");
    input.addEventListener("change", () => {
      const file = input.files?.[0];
      const editor = quill.current?.getEditor();
      if (!file || !editor) return;
      const at = editor.getSelection(true)?.index ?? editor.getLength();
      void upload(file).then((media) => {
        // The uploaded image's reference, which the public page turns into a responsive <picture>.
        if (media) editor.insertEmbed(at, "image", media.url, "user");
      });
    });
    input.click();
  };
  const modules = useMemo(
    () => ({
      toolbar: { container: PRESS_TOOLBAR, handlers: { image: () => pickImage.current() } },
      keyboard: { bindings: TAB_LEAVES_EDITOR },
    }),
    [],
  );

  useEffect(() => {
    if (!insertRef) return;
    insertRef.current = (html) => {
      const editor = quill.current?.getEditor();
      if (!editor) return;
      const at = editor.getSelection(true)?.index ?? editor.getLength();
      editor.clipboard.dangerouslyPasteHTML(at, html, "user");
    };
    return () => {
      insertRef.current = null;
    };
  }, [insertRef]);

  useEffect(() => {
    const editor = quill.current?.getEditor();
    const toolbar = editor?.getModule("toolbar") as { container?: HTMLElement } | undefined;
    if (toolbar?.container) labelToolbar(toolbar.container);
    const root = editor?.root;
    root?.setAttribute("aria-labelledby", labelledBy);
    root?.setAttribute("aria-multiline", "true");
    root?.setAttribute("role", "textbox");
  }, [labelledBy]);

  return (
    <>
      <ReactQuill
        ref={quill}
        theme="snow"
        className="press-editor mt-1"
        value={editorValue}
        modules={modules}
        formats={FORMATS}
        onChange={(html) => {
          // Semantic HTML (proper <ul>, <pre>), minus Quill 2.0.3's &nbsp; for every space: docs/decisions.md#press-text-spaces.
          const kept = breakableSpaces(html);
          setReported({ raw: html, kept });
          onChange(kept);
        }}
        onBlur={onBlur}
      />
      {uploading && <UploadProgressBar fraction={progress} />}
    </>
  );
}
