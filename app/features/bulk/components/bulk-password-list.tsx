import { plural, t } from "@lingui/core/macro";
import { Download, FileSpreadsheet } from "lucide-react";
import { useId } from "react";

import { CopyButton, type CopyMessages } from "~/components/copy-button";
import { Button } from "~/components/ui/button";
import { PasswordText } from "~/components/password-text";

import { downloadFile } from "../lib/download";
import { ClipboardStatus } from "~/components/clipboard-status";
import { EXPORT_MIME_TYPES, buildExport, exportFileName, type ExportFormat } from "../lib/export";

/** Spec §8: Copy All's toasts. */
export function copyAllMessages(count: number): CopyMessages {
  return {
    success: {
      title: t`Copied!`,
      description: plural(count, {
        one: "# password copied to clipboard",
        other: "# passwords copied to clipboard",
      }),
    },
    failure: { title: t`Error`, description: t`Failed to copy passwords` },
  };
}

/** A password's copy button, named by its place in the list. */
function copyNumberLabel(number: number): string {
  return t`Copy password ${number}`;
}

function download(format: ExportFormat, passwords: readonly string[]) {
  downloadFile(
    exportFileName(format, Date.now()),
    buildExport(format, passwords),
    EXPORT_MIME_TYPES[format],
  );
}

/** The generated list with Copy All, the two downloads and a copy button per password. */
export function BulkPasswordList({
  passwords,
  length,
  entropyBits,
}: {
  passwords: readonly string[];
  length: number;
  entropyBits: number;
}) {
  const headingId = useId();
  const csvNoteId = useId();
  const bits = Math.round(entropyBits);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {t`Generated passwords`}
        </h2>
        <p className="mt-1 text-sm text-muted" data-testid="bulk-summary">
          {plural(passwords.length, {
            one: `# password of ${length} characters, about ${bits} bits of entropy.`,
            other: `# passwords of ${length} characters, about ${bits} bits of entropy each.`,
          })}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <CopyButton
          text={passwords.join("\n")}
          secret
          secretCount={passwords.length}
          label={t`Copy All`}
          className="col-span-2"
          messages={copyAllMessages(passwords.length)}
        />
        <Button type="button" variant="secondary" onClick={() => download("txt", passwords)}>
          <Download aria-hidden="true" />
          {t`Download .txt`}
        </Button>
        <Button
          type="button"
          variant="secondary"
          aria-describedby={csvNoteId}
          onClick={() => download("csv", passwords)}
        >
          <FileSpreadsheet aria-hidden="true" />
          {t`Download .csv`}
        </Button>
      </div>
      <ClipboardStatus />
      <ol className="divide-y divide-border rounded-ks border border-border">
        {passwords.map((password, index) => (
          <li key={index} className="flex items-center gap-3 py-1 pr-1 pl-3">
            <span className="w-7 shrink-0 text-right text-xs text-muted tabular-nums">
              {index + 1}.
            </span>
            <PasswordText value={password} className="min-w-0 flex-1 py-2 text-base" />
            <CopyButton
              text={password}
              secret
              showLabel={false}
              size="icon"
              variant="ghost"
              accessibleLabel={copyNumberLabel(index + 1)}
            />
          </li>
        ))}
      </ol>
      <p id={csvNoteId} className="text-xs text-muted">
        {t`In the CSV, a password that starts with = + - or @ has a ' in front so that spreadsheets show it as text instead of running it as a formula; that ' is not part of the password, and the .txt file holds the passwords exactly.`}
      </p>
    </section>
  );
}
