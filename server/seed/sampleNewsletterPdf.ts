import PDFDocument from 'pdfkit';
import type { Organisation } from '../../shared/organisation';
import { formatPostalAddress } from '../../shared/organisation';
import { renderScene, type SceneName } from './artwork/render';
import { imageQueue } from '../services/imageQueue';

/**
 * A newsletter as a real PDF for the demo site: SAMPLE copy, illustrated with the same painted scenes as the demo
 * gallery. The demo seed uploads it as a demo issue (seed/newsletter.ts), which "Remove all demo content" deletes;
 * a site without demo content has no newsletter until an admin uploads one (ADR 057).
 */
export function sampleNewsletterPdf(org: Organisation): Promise<Buffer> {
  return build(org);
}

const GREEN = '#2f5d3a';
const DEEP = '#1f3d27';
const INK = '#222222';
const MUTED = '#555555';
const PALE = '#eef4ea';
const AMBER = '#fbefd5';

const PAGE = { width: 612, height: 792 };
const MARGIN = 48;
const GUTTER = 22;
const SIDEBAR = 170;
const MAIN = PAGE.width - 2 * MARGIN - GUTTER - SIDEBAR;

interface Illustrations {
  hero: Buffer;
  left: Buffer;
  right: Buffer;
}

/** Pictures are a nicety: if painting fails for any reason the newsletter still goes out, text only. */
async function illustrations(): Promise<Illustrations | null> {
  // Painted while the site serves requests, so each picture waits its turn in the image queue.
  const paint = (scene: SceneName, seed: number, w: number, h: number) =>
    imageQueue.runInTurn(() => renderScene(scene, seed, w, h));
  try {
    const [hero, left, right] = await Promise.all([
      paint('panorama', 23, 1530, 480),
      paint('planting', 31, 720, 540),
      paint('nestBoxes', 37, 720, 540),
    ]);
    return { hero, left, right };
  } catch {
    return null;
  }
}

async function build(org: Organisation): Promise<Buffer> {
  const art = await illustrations();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      info: {
        Title: `${org.name} Newsletter (sample edition)`,
        Author: org.name,
        Subject: 'Annual newsletter, sample edition',
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    // Masthead.
    doc.rect(0, 0, PAGE.width, 92).fill(GREEN);
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(24)
      .text(org.name, MARGIN, 26, { width: PAGE.width - 2 * MARGIN });
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(`Annual Newsletter  |  Sample Edition  |  ${org.preserveName}, Kingston NJ`, MARGIN, 60);
    let top = 92;
    if (art) {
      doc.image(art.hero, 0, top, { width: PAGE.width, height: 176 });
      top += 176;
    }

    // The sample notice, impossible to miss.
    top += 16;
    doc.roundedRect(MARGIN, top, PAGE.width - 2 * MARGIN, 38, 5).fill(AMBER);
    doc
      .fillColor('#6b4a00')
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .text('SAMPLE EDITION', MARGIN + 12, top + 8);
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .text(
        'Written for the demonstration site. The organisation replaces this file with its own newsletter before launch.',
        MARGIN + 12,
        top + 21,
        {
          width: PAGE.width - 2 * MARGIN - 24,
        },
      );
    top += 38 + 16;

    // Main column.
    const x = MARGIN;
    doc.x = x;
    doc.y = top;
    const heading = (text: string) => {
      doc.moveDown(0.4).fillColor(GREEN).font('Helvetica-Bold').fontSize(14).text(text, x, doc.y, { width: MAIN });
      doc.moveDown(0.25).fillColor(INK).font('Helvetica').fontSize(10.5);
    };
    const para = (text: string) => doc.text(text, x, doc.y, { width: MAIN, lineGap: 2 }).moveDown(0.5);

    heading('A year on the preserve');
    para(
      `Volunteers spent the season on the ${org.acres} acres of ${org.preserveName} with loppers, seed bags and clipboards. ` +
        'Meadow paths were mown, more of the old nursery rows were freed from climbing vines, and young trees went in along the woodland edge.',
    );
    heading('Families on the trails');
    para(
      'Guided walks drew families out in every season. Children kept tallies of what they found, and the pond was the favourite stop: ' +
        'dip nets, magnifiers and a great deal of patience.',
    );
    heading('Coming up');
    para(
      'Guided walks, volunteer workdays, family programs and the annual meeting in June. Dates and registration are on the Events page of our website.',
    );

    const footerTop = PAGE.height - MARGIN - 16;
    // Two pictures, as large as the space above the footer allows (at most half the column each).
    const picY = doc.y + 4;
    const picH = Math.min(((MAIN - 12) / 2) * 0.75, footerTop - 30 - picY);
    if (art && picH >= 60) {
      const [y, h, w] = [picY, picH, picH / 0.75];
      doc.image(art.left, x, y, { width: w, height: h });
      doc.image(art.right, x + w + 12, y, { width: w, height: h });
      doc.fillColor(MUTED).font('Helvetica-Oblique').fontSize(8);
      doc.text('Illustration: planting native saplings.', x, y + h + 4, { width: w });
      doc.text('Illustration: bluebird nest boxes.', x + w + 12, y + h + 4, { width: w });
    }

    // Sidebar.
    const sx = MARGIN + MAIN + GUTTER;
    const sideTop = top + 6;
    const side: Array<[string, string]> = [
      [
        'At a glance',
        `${org.acres} acres of meadow, woodland and former nursery fields. Open every day from sunrise to sunset. Admission is free.`,
      ],
      [
        'How you can help',
        'Become a member with a donation of any size, join a work morning, or lend a hand at an education event.',
      ],
      ['Get in touch', [formatPostalAddress(org), org.email, org.phone].filter(Boolean).join('\n')],
    ];
    doc.font('Helvetica').fontSize(9.5);
    const boxHeight =
      side.reduce(
        (sum, [, body]) => sum + 20 + doc.heightOfString(body, { width: SIDEBAR - 24, lineGap: 1.5 }) + 12,
        0,
      ) + 8;
    doc.roundedRect(sx, sideTop, SIDEBAR, boxHeight, 6).fill(PALE);
    let sy = sideTop + 14;
    for (const [title, body] of side) {
      doc
        .fillColor(DEEP)
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(title, sx + 12, sy, { width: SIDEBAR - 24 });
      sy += 18;
      doc
        .fillColor(INK)
        .font('Helvetica')
        .fontSize(9.5)
        .text(body, sx + 12, sy, { width: SIDEBAR - 24, lineGap: 1.5 });
      sy = doc.y + 14;
    }

    // Footer, inside the bottom margin (which would otherwise make pdfkit start a new page).
    doc.page.margins.bottom = 0;
    const fy = footerTop;
    doc
      .moveTo(MARGIN, fy - 8)
      .lineTo(PAGE.width - MARGIN, fy - 8)
      .lineWidth(0.5)
      .strokeColor('#c8d3c4')
      .stroke();
    doc.fillColor(MUTED).font('Helvetica').fontSize(8);
    doc.text([org.name, formatPostalAddress(org), org.email, org.phone].filter(Boolean).join('  |  '), MARGIN, fy, {
      width: PAGE.width - 2 * MARGIN,
      lineBreak: false,
    });
    doc.text(`A nonprofit 501(c)(3) public charity.${org.ein ? ` EIN ${org.ein}.` : ''}`, MARGIN, fy + 11, {
      width: PAGE.width - 2 * MARGIN,
      lineBreak: false,
    });
    doc.end();
  });
}
