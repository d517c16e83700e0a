import { MEDIA_FILE_RATE_LIMIT, variantObjectForPath } from "../../../src/lib/domain/media";
import { retryAfterSeconds } from "../../../src/lib/domain/shared";
import { mediaStore } from "../../../src/lib/files";
import { admitMediaFileRequest, MEDIA_FILE_ACCESS } from "../operations/media/uploads";
import { hostingVisitor } from "../http/clientLimit";
import { definePublicHttpFunction } from "../http/httpFunction";

/**
 * Serves an image variant by its site path (/media/{id}/{name}), for the
 * variants the site build has not copied into the site yet: a draft's
 * image in an admin preview, an image uploaded a moment ago. Reached
 * through the Hosting rewrite of /media/**, which Hosting only consults
 * when no static file matches. Variants are public; originals never leave
 * the store (the path pattern cannot name one).
 */
const declaration = {
  access: MEDIA_FILE_ACCESS,
  options: { maxInstances: 10 },
};

export const mediaFile = definePublicHttpFunction(declaration, async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") return void response.status(405).set("allow", "GET, HEAD").end();
  // Public and reached through the Hosting rewrite: counted on the address Hosting vouches for.
  const now = Date.now();
  if (!(await admitMediaFileRequest.run({ now }, hostingVisitor(request)))) {
    return void response
      .status(429)
      .set({ "retry-after": String(retryAfterSeconds(MEDIA_FILE_RATE_LIMIT, now)), "cache-control": "no-store" })
      .type("text/plain")
      .send("Too many requests");
  }
  const name = variantObjectForPath(request.path);
  const file = name ? await mediaStore().read(name) : null;
  if (!file) return void response.status(404).set("cache-control", "no-store").type("text/plain").send("Not found");
  // A variant never changes once made (a new image is a new id): cacheable for good, by the CDN too.
  response.status(200).set({
    "content-type": file.contentType,
    "cache-control": "public, max-age=31536000, immutable",
    "content-length": String(file.bytes.byteLength),
  });
  if (request.method === "HEAD") return void response.end();
  response.end(Buffer.from(file.bytes));
});
