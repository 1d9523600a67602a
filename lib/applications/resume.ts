// A resume is taken only when its name and its bytes agree on PDF, DOC or DOCX.
import { ApiError } from "@/lib/errors";
import { applicationMessages } from "@/lib/applications/messages";
import { RESUME_MAX_BYTES, type Resume } from "@/lib/applications/schema";

const types = {
  ".pdf": { mime: "application/pdf", magic: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  ".doc": { mime: "application/msword", magic: [0xd0, 0xcf, 0x11, 0xe0] }, // OLE2
  ".docx": {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    magic: [0x50, 0x4b, 0x03, 0x04], // ZIP
  },
} as const;

const refuse = (message: string) => new ApiError("validation_failed", message, { resume: message });

export function checkResume(name: string, data: Uint8Array): Resume {
  if (data.byteLength > RESUME_MAX_BYTES) {
    const message = applicationMessages.resumeTooLarge;
    throw new ApiError("payload_too_large", message, { resume: message });
  }
  const ext = (name.toLowerCase().match(/\.(pdf|docx?)$/)?.[0] ?? "") as keyof typeof types | "";
  const type = ext ? types[ext] : undefined;
  if (!type || !type.magic.every((byte, i) => data[i] === byte)) {
    throw refuse("Please upload your resume as a PDF, DOC or DOCX file.");
  }
  const safeName = name.replace(/[^\w.\- ]+/g, "_").slice(-120);
  return { name: safeName, mimeType: type.mime, data };
}
