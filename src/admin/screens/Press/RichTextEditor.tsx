import { useEffect, useRef } from "react";
import ReactQuill from "react-quill-new";
import "react-quill-new/dist/quill.snow.css";
import "./richTextEditor.css";

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

const FORMATS = ["header", "bold", "italic", "underline", "strike", "list", "align", "link", "image", "blockquote", "code-block", "color", "background"];
const MODULES = { toolbar: PRESS_TOOLBAR };

interface Props {
  /** Labels the editable area for assistive technology. */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
}

/**
 * Rich-text content of a press post (react-quill-new). The admin app only
 * runs in the browser (client:only), which Quill needs. The server sanitizes
 * whatever it sends.
 */
export function RichTextEditor({ labelledBy, value, onChange, onBlur }: Props) {
  const quill = useRef<ReactQuill>(null);

  useEffect(() => {
    const root = quill.current?.getEditor().root;
    root?.setAttribute("aria-labelledby", labelledBy);
    root?.setAttribute("aria-multiline", "true");
    root?.setAttribute("role", "textbox");
  }, [labelledBy]);

  return (
    <ReactQuill
      ref={quill}
      theme="snow"
      className="press-editor mt-1"
      value={value}
      modules={MODULES}
      formats={FORMATS}
      onChange={(html) => onChange(html)}
      onBlur={onBlur}
    />
  );
}
