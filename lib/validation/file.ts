import { z } from "zod";

/**
 * A file of a multipart form, as the server has read it (bytes, or a checked resume). Marked for the OpenAPI
 * description, which shows the form field `field` as a file instead of this internal value.
 */
export const uploadedFile = <T>(field: string, description: string) =>
  z.custom<T>().meta({ "x-file-field": field, description });
