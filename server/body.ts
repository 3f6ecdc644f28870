import type { IncomingMessage, ServerResponse } from "node:http";
import busboy from "busboy";
import { RequestError } from "./request-error.ts";

/** Limits on one request body: generous for the longest honest form, fatal to a flood of bytes. */
export const BODY_LIMITS = { fields: 30, fieldSize: 16 * 1024, files: 0, parts: 30 };
export const MAX_BODY_BYTES = 64 * 1024;

export type Fields = Record<string, string>;

/**
 * Reads a multipart or URL-encoded body into plain fields. Refuses, as a `RequestError`: a body
 * declared larger than `maxBytes` before reading a byte (413), one that grows past it (413), other
 * content types (415), file parts (400) and malformed or aborted uploads (400). A refused body is
 * not read to its end: the response asks for the connection to be closed instead.
 */
export function readFields(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes = MAX_BODY_BYTES,
): Promise<Fields> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: RequestError, close = true) => {
      if (settled) return;
      settled = true;
      req.unpipe();
      // Reading the rest of a refused body would let a client hold the server for as long as it
      // keeps sending; closing after the answer ends it.
      if (close && !res.headersSent) res.setHeader("Connection", "close");
      reject(error);
    };
    const tooLarge = () => fail(new RequestError(413, "too-large", "The submission is too large."));

    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();

    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: BODY_LIMITS });
    } catch {
      return fail(
        new RequestError(
          415,
          "unsupported",
          "Send the form as multipart/form-data or URL-encoded.",
        ),
      );
    }
    const fields: Fields = {};
    let bytes = 0;
    const refuseFile = () => fail(new RequestError(400, "file", "Files are not accepted."));
    const malformed = () =>
      fail(new RequestError(400, "malformed", "The submission could not be read."));

    req.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) tooLarge();
    });
    // The client went away before its body ended: nothing it sent counts.
    const aborted = () => fail(new RequestError(400, "aborted", "The upload was interrupted."));
    req.on("error", aborted);
    req.on("close", () => {
      if (!req.complete) aborted();
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return tooLarge();
      fields[name] = value;
    });
    parser.on("file", (_name, stream) => {
      stream.resume();
      refuseFile();
    });
    parser.on("filesLimit", refuseFile);
    parser.on("fieldsLimit", tooLarge);
    parser.on("partsLimit", tooLarge);
    parser.on("error", malformed);
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolve(fields);
    });
    req.pipe(parser);
  });
}
