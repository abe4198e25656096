import { dentalImages, FILE_TYPES, formatBytes, idParamSchema, patients, recordSchema } from '@chairside/domain';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Rows } from '../../db/client.js';
import { discardUpload, fileBody, finishUpload } from '../../files/chunks.js';
import { safeFileName } from '../../files/names.js';
import { fileStore } from '../../files/store.js';
import { HttpProblem, notFound } from '../../http/problem.js';
import { writeAudit } from '../../resources/audit.js';
import type { Row } from '../../resources/columns.js';
import { createRecord } from '../../resources/create.js';
import type { ResourceHooks } from '../../resources/hooks.js';
import { readableBy } from '../../resources/read-access.js';
import { ResourceRepository } from '../../resources/repository.js';
import { readSettings } from '../../settings/store.js';
import { type DicomHeader, personName, readDicom, samePatient } from './dicom.js';
import { dicomPreview, thumbnailOf } from './pictures.js';
import { type ImageUpload, IN_MEMORY_BYTES, openImageUpload, storeImage } from './upload.js';

interface Options {
  database: Database;
  hooks?: ResourceHooks;
}

/** Files of an image the server makes itself: never listed with the record, served by their own routes. */
type DerivedFile = 'thumbnail' | 'preview';

const MIME = { jpeg: 'image/jpeg', png: 'image/png' } as const;

interface Picture {
  id: number;
  mime: string;
  size: number;
  /** Null when its bytes are in `file_chunks` (a large upload): streamed from there. */
  data: Buffer | null;
}

/** A stored file of one image, by field (the newest); undefined when it has none. */
async function storedFile(rows: Rows, id: number, field: string): Promise<Picture | undefined> {
  const [row] = await rows<{ id: number }>(
    sql`select id from files where resource = ${dentalImages.name} and record_id = ${id} and field = ${field}
        order by id desc limit 1`,
  );
  if (!row) return undefined;
  const found = await fileStore.find(rows, dentalImages.name, id, Number(row.id));
  return found && { id: found.file.id, mime: found.file.type, size: found.file.size, data: found.data };
}

/** Why a DICOM file is flagged on arrival, or null when it names the record's patient. */
async function patientProblem(rows: Rows, patientId: number, header: DicomHeader): Promise<string | null> {
  const [p] = await rows<{ fullName: string; mrn: string | null; nationalId: string | null }>(
    sql`select full_name as "fullName", medical_record_number as mrn, national_id as "nationalId"
        from patients where id = ${patientId}`,
  );
  if (!p) return null;
  const ids = [p.mrn, p.nationalId].filter((v): v is string => !!v);
  if (samePatient(header, { fullName: p.fullName, ids })) return null;
  if (!header.patientName && !header.patientId) return 'The DICOM file names no patient: check whose image it is.';
  const named = [personName(header.patientName), header.patientId && `ID ${header.patientId}`]
    .filter(Boolean)
    .join(', ');
  return `The DICOM file names another patient (${named}), not ${p.fullName}: check whose image it is.`;
}

/**
 * What the server reads of an upload before its record is saved: a DICOM file's header (its patient
 * checked: a mismatch is stored Flagged with the reason), the DICOM preview and the thumbnail. Only the
 * first `IN_MEMORY_BYTES` are at hand: a larger file gets no picture ("preview not available"), a larger
 * DICOM file its header from them.
 */
async function readPictures(
  rows: Rows,
  patientId: number,
  upload: ImageUpload,
  values: Row,
): Promise<{ server: Row; derived: [DerivedFile, Buffer | null, string][] }> {
  const server: Row = { previewAvailable: false };
  const { head, whole } = upload.file;
  let preview: Buffer | null = null;
  let thumbnail: Buffer | null = null;
  if (upload.type === 'dicom') {
    let dicom: ReturnType<typeof readDicom> | undefined;
    try {
      dicom = readDicom(head, whole);
    } catch {
      if (whole) throw new HttpProblem(415, 'The file starts as DICOM but could not be read as one.');
    }
    const header = dicom?.header;
    if (header)
      Object.assign(server, {
        modality: header.modality.slice(0, 16) || null,
        dicomPatient: [personName(header.patientName), header.patientId].filter(Boolean).join(' · ') || null,
        studyDate: header.studyDate || null,
        pixelSpacing: header.pixelSpacing.replace('\\', ' × ').slice(0, 40) || null,
      });
    const problem = header
      ? await patientProblem(rows, patientId, header)
      : `The DICOM header could not be read from the first ${formatBytes(IN_MEMORY_BYTES)}: check whose image it is.`;
    if (problem) {
      server.flagReason = problem;
      values.status = 'Flagged';
    }
    preview = dicom ? await dicomPreview(dicom.picture) : null;
    thumbnail = preview && (await thumbnailOf(preview));
  } else if (whole) {
    try {
      thumbnail = await thumbnailOf(head);
    } catch {
      throw new HttpProblem(415, 'The file could not be read as an image.');
    }
  }
  server.previewAvailable = thumbnail !== null;
  return {
    server,
    derived: [
      ['thumbnail', thumbnail, MIME.jpeg],
      ['preview', preview, MIME.png],
    ],
  };
}

const sendPicture = (database: Database, reply: FastifyReply, picture: Picture) =>
  reply
    .type(picture.mime)
    .header('content-length', String(picture.size))
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(fileBody(database, picture.id, picture.data));

/**
 * Dental imaging beside the generic routes: the upload that creates an image
 * with its file (type from the bytes, size under the clinic's limit, DICOM
 * header read and its patient checked, thumbnail made here), and the
 * thumbnail and the full-size picture a browser can show.
 */
export const dentalImageRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, hooks }) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const repo = new ResourceRepository(dentalImages);
  const patientRepo = new ResourceRepository(patients);
  const read = dentalImages.permissions.read ?? 'signedIn';
  const write = dentalImages.permissions.write ?? 'signedIn';
  const tags = [dentalImages.name];

  app.post(
    '/upload',
    {
      config: { access: write, problems: [400, 413, 415, 422] },
      schema: {
        tags,
        summary: 'Add a dental image with its file',
        description:
          'multipart/form-data: the fields `patient`, `imageType`, `takenOn` (required), `doctor`, `notes`, `teeth` ' +
          '(canonical tooth ids, comma-separated), then one part named `file`: JPEG, PNG, WebP or DICOM, recognised ' +
          'from its bytes (another type is a 415, an empty file a 400, one past the limit of Settings → Imaging a ' +
          '413). A DICOM file whose patient is not the record’s is stored Flagged with the reason.',
        consumes: ['multipart/form-data'],
        response: { 201: recordSchema(dentalImages) },
      },
    },
    async (request, reply) => {
      const settings = await readSettings(database);
      const maxBytes = settings.imaging.maxUploadMb * 1024 * 1024;
      const { values, part } = await openImageUpload(request, maxBytes);
      const patientId = Number(values.patient);
      if (!(await patientRepo.get(database.rows, patientId))) {
        part.file.resume();
        throw new HttpProblem(422, 'patient: The patient was not found.', [
          { path: 'patient', message: 'The patient was not found.' },
        ]);
      }
      const user = request.user;
      const upload = await storeImage(database, part, maxBytes, user?.id ?? null);
      try {
        const { server, derived } = await readPictures(database.rows, patientId, upload, values);
        const saved = await database.transaction(async (rows) => {
          const created = await createRecord(rows, values, {
            def: dentalImages,
            repo,
            hooks,
            user,
            serverValues: server,
          });
          const id = Number(created.id);
          const owner = (field: string) => ({ resource: dentalImages.name, recordId: id, field });
          const file = await finishUpload(rows, upload.file, owner('image'), {
            name: safeFileName(upload.name, upload.type),
            type: FILE_TYPES[upload.type].mime,
          });
          for (const [field, data, type] of derived)
            if (data)
              await fileStore.insert(rows, owner(field), { name: `${field}-${id}`, type, data }, user?.id ?? null);
          await writeAudit(rows, user, dentalImages.name, id, 'attach', { image: { from: null, to: [file] } });
          return (await repo.get(rows, id))!;
        });
        return reply.status(201).send(readableBy(dentalImages, user, [saved])[0]!);
      } catch (err) {
        await discardUpload(database.rows, upload.file.id);
        throw err;
      }
    },
  );

  const picture = (field: 'thumbnail' | 'preview', summary: string, description: string) =>
    app.get(
      `/:id/${field}`,
      {
        config: { access: read },
        schema: { tags, summary, description, params: idParamSchema },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await repo.get(database.rows, id))) throw notFound('The dental image');
        // The full-size picture of a JPEG, PNG or WebP is the file itself; a DICOM's is the PNG made from it.
        const found =
          (await storedFile(database.rows, id, field)) ??
          (field === 'preview' ? await browserImage(database.rows, id) : undefined);
        if (!found) throw new HttpProblem(404, 'Preview not available for this image.');
        return sendPicture(database, reply, found);
      },
    );
  picture(
    'thumbnail',
    'The thumbnail of a dental image',
    'A JPEG at most 320 pixels on its longest side, made by the server at upload. 404 when no preview could be made.',
  );
  picture(
    'preview',
    'A dental image as a browser shows it',
    'The uploaded JPEG, PNG or WebP, or the PNG made from a DICOM file’s first frame; 404 when none could be made.',
  );
};

/** The uploaded file itself when a browser can show it (not a DICOM file). */
async function browserImage(rows: Rows, id: number): Promise<Picture | undefined> {
  const found = await storedFile(rows, id, 'image');
  return found && found.mime !== FILE_TYPES.dicom.mime ? found : undefined;
}
