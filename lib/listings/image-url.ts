// The image URL a listing form may send instead of a file (the browser's schemas use it too, so no server code here).
import { z } from "zod";
import { optionalText } from "@/lib/listings/fields";
import { formMessages } from "@/lib/validation/messages";

/** The path `POST /api/events/upload-image` answers: `/api/images/<id>`. */
export const storedImagePath = /^\/api\/images\/([a-z0-9][a-z0-9-]{5,80})$/;

/** An uploaded image's URL, as an alternative to sending the file; absent, null and "" mean none. */
export const imageUrlField = optionalText.pipe(
  z.string().regex(storedImagePath, formMessages.validUrl).optional(),
);

/** The id of the stored image a URL names (the URL was checked by `imageUrlField`). */
export const imageIdOf = (url: string): string => storedImagePath.exec(url)![1]!;
