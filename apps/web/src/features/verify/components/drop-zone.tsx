import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { cn } from '../../../lib/cn';
import { VERIFY_COPY as C } from '../verify-copy';

/**
 * Where the PDF goes in: dropped on the zone, or picked with the button (the keyboard's and the
 * phone's way). The file is handed to `onFile`; nothing is uploaded here.
 */
export function DropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the button below does the same by keyboard
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors duration-150 motion-reduce:transition-none sm:py-14',
        over ? 'border-primary-500 bg-primary-50' : 'border-slate-300 bg-slate-50/60',
      )}
    >
      <span className="grid size-14 place-items-center rounded-full bg-white text-primary-700 shadow-sm ring-1 ring-slate-200">
        <FileUp aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 font-medium text-slate-900">{C.dropHere}</p>
      <p className="mt-1 text-sm text-slate-600">{C.or}</p>
      <label htmlFor={`${id}-file`} className="sr-only">
        {C.fileLabel}
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so choosing the same file again still reads it.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className={buttonClasses('primary', 'lg', 'mt-3')}
      >
        {C.choose}
      </button>
    </div>
  );
}
