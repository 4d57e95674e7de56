import type { Organisation } from '../../shared/organisation';
import type { PageTextKey } from '../../shared/lib/pageTexts';

/**
 * SAMPLE page texts for the demo site (ADR 043): the about page's story and mission, the visiting information,
 * the history page's introduction and the donate page's appeal. Pages mark them as sample until an admin saves
 * their own; "Remove all demo content" deletes them. Written from the organisation's known facts.
 */
export function pageTextSeeds(org: Organisation): { key: PageTextKey; title: string | null; body: string }[] {
  const where = `${org.postalAddress.town}, ${org.postalAddress.state}`;
  return [
    {
      key: 'about-story',
      title: 'Our Story',
      body:
        `${org.preserveName} covers ${org.acres} acres in ${where}, together with the former nursery lands around it. ` +
        `Since ${org.caringSinceYear}, people from the surrounding community have looked after this land: restoring ` +
        'habitat, doing hands-on conservation work, leading nature walks and welcoming visitors.\n\n' +
        `In ${org.foundingYear} they founded ${org.name}, a nonprofit, to protect the preserve for the long term. ` +
        'Today the preserve and the old nursery grounds give wildlife room to thrive and give everyone a quiet, ' +
        'free place to walk, learn and lend a hand.',
    },
    {
      key: 'about-mission',
      title: 'Our Mission',
      body:
        `${org.name} protects and restores the natural habitats of ${org.preserveName}, keeps the preserve open ` +
        'and free for all, and helps people of every age learn about and care for the land around them.',
    },
    {
      key: 'visiting',
      title: 'Visit the Preserve',
      body:
        'Please stay on the trails and take home everything you bring. Dogs are welcome on a leash.\n\n' +
        'Check the events calendar for guided walks and workdays.',
    },
    {
      key: 'history-mission',
      title: 'Our Mission',
      body:
        `${org.name} protects and restores ${org.preserveName} and the former nursery lands around it, keeps the ` +
        'preserve open and free for everyone, and shares its story so that the next generation will care for it too.',
    },
    {
      key: 'donate-appeal',
      title: null,
      body:
        `${org.name} is a nonprofit that protects ${org.acres} acres and the former nursery lands around them, keeps ` +
        'the preserve free and open to all, and shares the land with the next generation. Every gift helps.',
    },
    {
      key: 'donate-benefits',
      title: 'What Your Gift Does',
      body: [
        'Protect Habitat\nYour gift funds habitat restoration and conservation work that keeps the preserve healthy for wildlife.',
        'Keep It Open and Free\nTrails stay open from sunrise to sunset, and every visitor walks in without paying a thing.',
        'Inspire Young Naturalists\nEducation programs and nature walks help children and families discover the land on their doorstep.',
      ].join('\n\n'),
    },
    {
      key: 'donate-membership',
      title: 'Membership Benefits',
      body:
        `A donation of any size makes you a member of ${org.name}. As a member you receive:\n\n` +
        [
          'Invitations to member events and walks on the preserve',
          'Our newsletters, with news from the land and the year ahead',
          'Notifications when volunteer opportunities open up',
          'Recognition as a supporter of the preserve',
          'The knowledge that you support the protection of this land for future generations',
        ]
          .map((item) => `- ${item}`)
          .join('\n'),
    },
  ];
}
