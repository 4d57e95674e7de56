import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible HTTP server for the tests, on 127.0.0.1 and a free port. It speaks the S3 REST
 * protocol (path-style) for the calls the storage driver and the multipart companion endpoints make:
 * PutObject, GetObject, HeadObject, DeleteObject, ListObjectsV2, CreateMultipartUpload, UploadPart,
 * ListParts, CompleteMultipartUpload, AbortMultipartUpload. Every request must carry a valid AWS
 * Signature V4, in the Authorization header or as a presigned query; anything else gets S3's own XML
 * error. It is a peer the real SDK talks to over HTTP, so what passes here passes the protocol, not a mock.
 *
 * Objects live in memory: a test server lives as long as one test file.
 * No package is used (ADR 028): s3rver checks no signatures and has no ListParts or AbortMultipartUpload, which
 * the driver needs; its maintained fork fails the current SDK's ListObjectsV2 signatures or needs Node 24; neither
 * has a clock the expiry tests can move.
 */

export const TEST_S3 = {
  bucket: 'preserve-test',
  region: 'us-east-1',
  accessKeyId: 'TESTACCESSKEY0000001',
  secretAccessKey: 'test-secret-key-for-the-loopback-s3-server',
} as const;

interface StoredObject {
  body: Buffer;
  contentType: string;
  metadata: Record<string, string>;
  etag: string;
  lastModified: Date;
}

interface Upload {
  key: string;
  contentType: string;
  metadata: Record<string, string>;
  parts: Map<number, { body: Buffer; etag: string; lastModified: Date }>;
}

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the site at this server. */
  env: Record<'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
  keys(): string[];
  object(key: string): { body: Buffer; contentType: string } | undefined;
  /** Multipart uploads begun and neither completed nor aborted. */
  openUploads(): number;
  /** Moves the server's clock, so expiry can be tested without waiting. */
  advanceClock(seconds: number): void;
  /**
   * The bucket's CORS rule, as an operator would set it for a site whose browsers PUT uploads straight to
   * the bucket: these origins may GET, PUT, POST, DELETE and HEAD with any header, and read ETag. With no
   * origins (the default, like a bucket without a CORS configuration) every cross-origin request is refused.
   */
  allowCorsOrigins(origins: string[]): void;
  close(): Promise<void>;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY = 256 * 1024 * 1024;
const MAX_SKEW_MS = 15 * 60 * 1000;
const MIN_PART_SIZE = 5 * 1024 * 1024;

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, uppercase hex. */
const strictEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => crypto.createHmac('sha256', key).update(data).digest();
const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const md5Hex = (data: Buffer) => crypto.createHash('md5').update(data).digest('hex');

/** "20261123T140000Z" -> Date, or null when malformed. */
function parseAmzDate(value: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return null;
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
}

function parseQuery(raw: string): Array<[string, string]> {
  if (!raw) return [];
  return raw
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const i = pair.indexOf('=');
      const k = i < 0 ? pair : pair.slice(0, i);
      const v = i < 0 ? '' : pair.slice(i + 1);
      try {
        return [decodeURIComponent(k), decodeURIComponent(v)];
      } catch {
        throw new S3Error(400, 'InvalidArgument', 'Malformed query string');
      }
    });
}

interface Signed {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
  amzDate: Date;
  payloadHash: string;
  /** Presigned query: the seconds it stays valid. */
  expires?: number;
}

function readSignature(req: http.IncomingMessage, query: Array<[string, string]>): Signed {
  const q = new Map(query);
  if (q.has('X-Amz-Algorithm')) {
    if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') throw new S3Error(400, 'AuthorizationQueryParametersError', 'Only AWS4-HMAC-SHA256 is supported');
    const cred = (q.get('X-Amz-Credential') ?? '').split('/');
    const amzDate = parseAmzDate(q.get('X-Amz-Date'));
    const expires = Number(q.get('X-Amz-Expires'));
    if (cred.length !== 5 || !amzDate || !Number.isInteger(expires) || !q.get('X-Amz-Signature') || !q.get('X-Amz-SignedHeaders')) {
      throw new S3Error(400, 'AuthorizationQueryParametersError', 'Query-string authentication requires X-Amz-Credential, X-Amz-Date, X-Amz-Expires, X-Amz-SignedHeaders and X-Amz-Signature');
    }
    if (expires < 1 || expires > 604800) throw new S3Error(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be between 1 and 604800 seconds');
    return {
      accessKeyId: cred[0],
      date: cred[1],
      region: cred[2],
      service: cred[3],
      signedHeaders: q.get('X-Amz-SignedHeaders')!.split(';'),
      signature: q.get('X-Amz-Signature')!,
      amzDate,
      payloadHash: 'UNSIGNED-PAYLOAD',
      expires,
    };
  }
  const auth = req.headers.authorization;
  if (!auth) throw new S3Error(403, 'AccessDenied', 'Access Denied');
  const m = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) throw new S3Error(400, 'InvalidArgument', 'Unsupported Authorization header');
  const cred = m[1].split('/');
  const amzDate = parseAmzDate(req.headers['x-amz-date'] as string | undefined);
  const payloadHash = req.headers['x-amz-content-sha256'] as string | undefined;
  if (cred.length !== 5 || !amzDate) throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed');
  if (!payloadHash) throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  return {
    accessKeyId: cred[0],
    date: cred[1],
    region: cred[2],
    service: cred[3],
    signedHeaders: m[2].split(';'),
    signature: m[3],
    amzDate,
    payloadHash,
  };
}

/** Recomputes the SigV4 signature from what arrived and compares; throws S3's error when it does not match. */
function verifySignature(req: http.IncomingMessage, rawPath: string, query: Array<[string, string]>, body: Buffer, now: number) {
  const s = readSignature(req, query);
  if (s.accessKeyId !== TEST_S3.accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (s.service !== 's3' || s.region !== TEST_S3.region || s.date !== s.amzDate.toISOString().slice(0, 10).replace(/-/g, '')) {
    throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The credential scope is not valid for this server');
  }
  if (s.expires !== undefined) {
    if (now > s.amzDate.getTime() + s.expires * 1000) throw new S3Error(403, 'AccessDenied', 'Request has expired');
  } else if (Math.abs(now - s.amzDate.getTime()) > MAX_SKEW_MS) {
    throw new S3Error(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  }
  if (!s.signedHeaders.includes('host')) throw new S3Error(403, 'AccessDenied', 'The host header must be signed');

  const canonicalQuery = query
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [strictEncode(k), strictEncode(v)])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = s.signedHeaders
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${String(text).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [req.method, rawPath, canonicalQuery, canonicalHeaders, s.signedHeaders.join(';'), s.payloadHash].join('\n');
  const amzDateText = s.amzDate.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const scope = `${s.date}/${s.region}/${s.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDateText, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${TEST_S3.secretAccessKey}`, s.date), s.region), s.service), 'aws4_request');
  const expected = hmac(key, stringToSign).toString('hex');
  const given = Buffer.from(s.signature, 'utf8');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, Buffer.from(expected, 'utf8'))) {
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
  // A signed payload hash must be the body's: otherwise the body could be swapped under a valid signature.
  if (s.payloadHash !== 'UNSIGNED-PAYLOAD') {
    if (s.payloadHash.startsWith('STREAMING-')) throw new S3Error(501, 'NotImplemented', 'Chunked (streaming) uploads are not supported by this server');
    if (s.payloadHash !== sha256Hex(body)) throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const metadataOf = (req: http.IncomingMessage) =>
  Object.fromEntries(Object.entries(req.headers).filter(([k]) => k.startsWith('x-amz-meta-')).map(([k, v]) => [k, String(v)]));

/** One CORS rule the way S3 evaluates it (AllowedOrigins, AllowedMethods, AllowedHeaders *, ExposeHeaders, MaxAgeSeconds). */
const CORS_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'HEAD'];
const CORS_EXPOSE = ['ETag'];
const CORS_MAX_AGE = 3000;
const CORS_REFUSED =
  'CORSResponse: This CORS request is not allowed. This is usually because the evalution of Origin, request method / Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted by the resource\'s CORS spec.';

export async function startS3Server(): Promise<S3TestServer> {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, Upload>();
  let clockOffsetMs = 0;
  let corsOrigins: string[] = [];

  /** S3 adds the CORS answer to any response (errors included) for a request whose Origin a rule allows. */
  function addCorsHeaders(req: http.IncomingMessage, res: http.ServerResponse) {
    const origin = req.headers.origin;
    if (!origin || !corsOrigins.includes(origin) || !CORS_METHODS.includes(req.method ?? '')) return;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Methods', CORS_METHODS.join(', '));
    res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSE.join(', '));
    res.setHeader('Access-Control-Max-Age', String(CORS_MAX_AGE));
    res.setHeader('Vary', 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method');
  }

  /** A preflight needs no signature; it is answered from the CORS rule alone, as S3 does. */
  function preflight(req: http.IncomingMessage, res: http.ServerResponse) {
    const origin = req.headers.origin;
    const method = req.headers['access-control-request-method'];
    if (!origin || typeof method !== 'string') {
      throw new S3Error(400, 'BadRequest', 'Insufficient information. Origin request header needed.');
    }
    if (!corsOrigins.includes(origin) || !CORS_METHODS.includes(method)) throw new S3Error(403, 'AccessForbidden', CORS_REFUSED);
    const requested = req.headers['access-control-request-headers'];
    res.writeHead(200, {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': CORS_METHODS.join(', '),
      // AllowedHeaders "*": whatever the browser asks for is allowed, echoed back in lower case.
      ...(requested ? { 'Access-Control-Allow-Headers': String(requested).toLowerCase() } : {}),
      'Access-Control-Expose-Headers': CORS_EXPOSE.join(', '),
      'Access-Control-Max-Age': String(CORS_MAX_AGE),
      Vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
      'content-length': 0,
    });
    res.end();
  }

  const xml = (res: http.ServerResponse, status: number, body: string) => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
    res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.method === 'OPTIONS') return preflight(req, res);
    addCorsHeaders(req, res);
    const url = req.url ?? '/';
    const qAt = url.indexOf('?');
    const rawPath = qAt < 0 ? url : url.slice(0, qAt);
    const query = parseQuery(qAt < 0 ? '' : url.slice(qAt + 1));
    const q = new Map(query);
    const body = await readBody(req);
    verifySignature(req, rawPath, query, body, Date.now() + clockOffsetMs);

    const [, bucket, ...rest] = rawPath.split('/');
    if (bucket !== TEST_S3.bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    let key: string;
    try {
      key = rest.map(decodeURIComponent).join('/');
    } catch {
      throw new S3Error(400, 'InvalidURI', "Couldn't parse the specified URI.");
    }
    const method = req.method ?? 'GET';

    if (!key) {
      if (method === 'GET' && q.get('list-type') === '2') return listObjects(res, q);
      throw new S3Error(501, 'NotImplemented', 'A header or query you provided implies functionality that is not implemented');
    }

    const uploadId = q.get('uploadId');
    const upload = uploadId !== undefined ? uploads.get(uploadId) : undefined;
    if (uploadId !== undefined && (!upload || upload.key !== key)) {
      throw new S3Error(404, 'NoSuchUpload', 'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.');
    }

    if (method === 'POST' && q.has('uploads')) {
      // Standard base64 on purpose: '+', '/' and '=' in upload ids make every hop prove its URL encoding.
      const id = `${crypto.randomBytes(24).toString('base64')}+/=`;
      uploads.set(id, { key, contentType: req.headers['content-type'] ?? 'application/octet-stream', metadata: metadataOf(req), parts: new Map() });
      return xml(res, 200, `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
    }
    if (method === 'POST' && upload) return completeUpload(res, bucket, key, uploadId!, upload, body.toString('utf8'), req);
    if (method === 'PUT' && upload) {
      const partNumber = Number(q.get('partNumber'));
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10000) throw new S3Error(400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000, inclusive');
      const etag = `"${md5Hex(body)}"`;
      upload.parts.set(partNumber, { body, etag, lastModified: new Date() });
      res.writeHead(200, { etag, 'content-length': 0 });
      return res.end();
    }
    if (method === 'GET' && upload) return listParts(res, bucket, key, uploadId!, upload, q);
    if (method === 'DELETE' && upload) {
      uploads.delete(uploadId!);
      res.writeHead(204);
      return res.end();
    }
    if (method === 'PUT') {
      if (req.headers['x-amz-copy-source']) throw new S3Error(501, 'NotImplemented', 'CopyObject is not implemented');
      const etag = `"${md5Hex(body)}"`;
      objects.set(key, { body, contentType: req.headers['content-type'] ?? 'application/octet-stream', metadata: metadataOf(req), etag, lastModified: new Date() });
      res.writeHead(200, { etag, 'content-length': 0 });
      return res.end();
    }
    if (method === 'GET' || method === 'HEAD') {
      const obj = objects.get(key);
      if (!obj) {
        if (method === 'HEAD') {
          res.writeHead(404);
          return res.end();
        }
        throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
      }
      res.writeHead(200, {
        'content-type': obj.contentType,
        'content-length': obj.body.length,
        etag: obj.etag,
        'last-modified': obj.lastModified.toUTCString(),
        ...obj.metadata,
      });
      return res.end(method === 'HEAD' ? undefined : obj.body);
    }
    if (method === 'DELETE') {
      // S3 answers 204 whether or not the key existed.
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  function listObjects(res: http.ServerResponse, q: Map<string, string>) {
    const prefix = q.get('prefix') ?? '';
    const maxKeys = Math.min(Math.max(Number(q.get('max-keys') ?? 1000) || 1000, 1), 1000);
    const after = q.get('continuation-token') ? Buffer.from(q.get('continuation-token')!, 'base64url').toString('utf8') : (q.get('start-after') ?? '');
    const all = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = all.slice(0, maxKeys);
    const truncated = all.length > page.length;
    const contents = page
      .map((k) => {
        const o = objects.get(k)!;
        return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated ? `<NextContinuationToken>${Buffer.from(page[page.length - 1]).toString('base64url')}</NextContinuationToken>` : '';
    xml(
      res,
      200,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${TEST_S3.bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  }

  function listParts(res: http.ServerResponse, bucket: string, key: string, uploadId: string, upload: Upload, q: Map<string, string>) {
    const marker = Number(q.get('part-number-marker') ?? 0) || 0;
    const maxParts = Math.min(Math.max(Number(q.get('max-parts') ?? 1000) || 1000, 1), 1000);
    const numbers = [...upload.parts.keys()].filter((n) => n > marker).sort((a, b) => a - b);
    const page = numbers.slice(0, maxParts);
    const truncated = numbers.length > page.length;
    const parts = page
      .map((n) => {
        const p = upload.parts.get(n)!;
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${p.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(p.etag)}</ETag><Size>${p.body.length}</Size></Part>`;
      })
      .join('');
    xml(
      res,
      200,
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>${marker}</PartNumberMarker><NextPartNumberMarker>${page[page.length - 1] ?? 0}</NextPartNumberMarker><MaxParts>${maxParts}</MaxParts><IsTruncated>${truncated}</IsTruncated>${parts}</ListPartsResult>`,
    );
  }

  function completeUpload(res: http.ServerResponse, bucket: string, key: string, uploadId: string, upload: Upload, text: string, req: http.IncomingMessage) {
    const listed = [...text.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => ({
      number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(m[1])?.[1]),
      etag: (/<ETag>([\s\S]*?)<\/ETag>/.exec(m[1])?.[1] ?? '').replace(/&quot;|&#34;/g, '"'),
    }));
    if (listed.length === 0) throw new S3Error(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema');
    const bodies: Buffer[] = [];
    const md5s: Buffer[] = [];
    let last = 0;
    for (const p of listed) {
      if (!(p.number > last)) throw new S3Error(400, 'InvalidPartOrder', 'The list of parts was not in ascending order. Parts must be ordered by part number.');
      last = p.number;
      const stored = upload.parts.get(p.number);
      const norm = (e: string) => e.replace(/"/g, '');
      if (!stored || norm(stored.etag) !== norm(p.etag)) {
        throw new S3Error(400, 'InvalidPart', 'One or more of the specified parts could not be found. The part may not have been uploaded, or the specified entity tag may not have matched the part\'s entity tag.');
      }
      // As on AWS: every part but the last must be at least 5 MiB.
      if (p !== listed[listed.length - 1] && stored.body.length < MIN_PART_SIZE) {
        throw new S3Error(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.');
      }
      bodies.push(stored.body);
      md5s.push(Buffer.from(norm(stored.etag), 'hex'));
    }
    const etag = `"${md5Hex(Buffer.concat(md5s))}-${listed.length}"`;
    objects.set(key, { body: Buffer.concat(bodies), contentType: upload.contentType, metadata: upload.metadata, etag, lastModified: new Date() });
    uploads.delete(uploadId);
    const location = `http://${req.headers.host}/${bucket}/${key.split('/').map(strictEncode).join('/')}`;
    xml(
      res,
      200,
      `<CompleteMultipartUploadResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Location>${xmlEscape(location)}</Location><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><ETag>${xmlEscape(etag)}</ETag></CompleteMultipartUploadResult>`,
    );
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const e = err instanceof S3Error ? err : new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.');
      if (!(err instanceof S3Error)) console.error('s3 test server:', err);
      if (res.headersSent) return res.destroy();
      if (req.method === 'HEAD') {
        res.writeHead(e.status);
        return res.end();
      }
      xml(res, e.status, `<Error><Code>${e.code}</Code><Message>${xmlEscape(e.message)}</Message><RequestId>${crypto.randomBytes(8).toString('hex')}</RequestId></Error>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket: TEST_S3.bucket,
    env: {
      S3_BUCKET: TEST_S3.bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: TEST_S3.region,
      S3_ACCESS_KEY_ID: TEST_S3.accessKeyId,
      S3_SECRET_ACCESS_KEY: TEST_S3.secretAccessKey,
    },
    keys: () => [...objects.keys()].sort(),
    object: (key) => objects.get(key),
    openUploads: () => uploads.size,
    advanceClock(seconds) {
      clockOffsetMs += seconds * 1000;
    },
    allowCorsOrigins(origins) {
      corsOrigins = [...origins];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
