// The optional image: PNG, JPG or GIF up to 10 MB. Checked here for quick feedback; the Worker checks
// the bytes again when the form is sent.
import { Icon } from "@web/components/ui/icon";
import { useEffect, useRef } from "react";
import { IMAGE_ACCEPT, imageFileProblem } from "@shared/images/image-upload-schema";
import { format } from "@shared/i18n/messages";
import { submitMessages } from "@shared/submissions/submit-texts";
import { validationMessages } from "@shared/forms/validation-texts";
import type { ControlProps } from "@web/components/ui/form-field";

// A function, not a constant: its texts are read in the page's language each time it is used.
const problemMessages = () =>
  ({
    type: validationMessages.imageType,
    size: validationMessages.imageSize,
    empty: validationMessages.imageEmpty,
  }) as const;

interface Props extends ControlProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  onProblem: (message: string) => void;
}

export function ImageField({ file, onFileChange, onProblem, ...control }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  // A file input cannot be controlled; empty it whenever the form forgets the file (removal, reset).
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = "";
  }, [file]);

  return (
    <div className="rounded-xl border-2 border-dashed border-gray-300 p-4">
      <div className="flex items-center gap-3">
        <Icon name="image-plus" className="size-8 shrink-0 text-gray-500" />
        <input
          {...control}
          ref={inputRef}
          type="file"
          name="image"
          accept={IMAGE_ACCEPT}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen ? imageFileProblem(chosen) : null;
            if (problem) {
              event.target.value = "";
              onFileChange(null);
              onProblem(problemMessages()[problem]);
            } else {
              onFileChange(chosen);
            }
          }}
          className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-full file:border-0 file:bg-gray-100 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-gray-200"
        />
      </div>
      {file && (
        <div className="mt-3 flex items-center justify-between gap-2 text-sm">
          <span className="truncate text-gray-700">{format(submitMessages.imageChosen, { name: file.name })}</span>
          <button
            type="button"
            onClick={() => onFileChange(null)}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
          >
            <Icon name="x" className="size-4" />
            {submitMessages.imageRemove}
          </button>
        </div>
      )}
    </div>
  );
}
