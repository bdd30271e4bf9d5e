// Writes dist/server/pglite-image.tar.gz: the embedded database with every migration applied, which a new
// data folder starts from (src/server/db/client.ts). Later migrations still run at start-up as usual.
import { writeFileSync } from "node:fs";
import { createMigratedImage } from "../src/server/db/embedded-image";

const image = await createMigratedImage("gzip");
const bytes = Buffer.from(await image.arrayBuffer());
writeFileSync("dist/server/pglite-image.tar.gz", bytes);
console.log(`embedded database image: dist/server/pglite-image.tar.gz (${Math.round(bytes.length / 1024)} KB)`);
