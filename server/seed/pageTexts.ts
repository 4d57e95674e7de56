import type { Organisation } from '../../shared/organisation';
import type { PageTextKey } from '../../shared/lib/pageTexts';

/**
 * SAMPLE page texts for the demo site (ADR 043, ADR 056): every place a page shows the organisation's own words.
 * Pages mark the longer ones as sample until an admin saves their own; "Remove all demo content" deletes them.
 * Written from the demo's settings, so no text says another year or size than the settings do; hours and
 * admission are left to the settings, which the pages show beside these words.
 */
export function pageTextSeeds(org: Organisation): { key: PageTextKey; title: string | null; body: string }[] {
  const where = `${org.postalAddress.town}, ${org.postalAddress.state}`;
  return [
    {
      key: 'home-welcome',
      title: null,
      body:
        `Since ${org.foundingYear}, our community has cared for these ${org.acres} acres and the former nursery ` +
        `lands around them in ${where}. Come for a walk, join an event or lend a hand.`,
    },
    {
      key: 'home-about',
      title: null,
      body:
        `${org.preserveName} is ${org.acres} acres of protected land in ${where}, together with the former nursery ` +
        'lands around it. Neighbours and volunteers look after it together, so that wildlife and people alike have ' +
        'room to roam.\n\nBring a friend, bring binoculars, and leave only footprints.',
    },
    {
      key: 'volunteer-intro',
      title: null,
      body: 'Every hour given on the land or at an event helps keep the preserve wild, healthy and open to all.',
    },
    {
      key: 'volunteer-roles',
      title: null,
      body: [
        'Event Volunteer\nGreet visitors, help set up walks and events, and make sure everyone finds their way.',
        'Conservation Worker\nJoin hands-on workdays that restore habitat on the preserve and the former nursery lands around it.',
        'Education Support\nHelp with nature walks and education programs, and share what makes the preserve special with young explorers.',
      ].join('\n\n'),
    },
    {
      key: 'contact-intro',
      title: null,
      body: 'Questions about a visit, an event or volunteering? Write to us and a volunteer will answer.',
    },
    {
      key: 'directions',
      title: null,
      body:
        'Heads up: GPS apps sometimes send drivers to a back road or a private driveway instead of our entrance. ' +
        'Check the map before you set off and follow the preserve signs on arrival.',
    },
    {
      key: 'support-appeal',
      title: null,
      body: `Your gift keeps ${org.preserveName} protected, its trails open and its programs free for every visitor.`,
    },
    {
      key: 'about-lead',
      title: null,
      body: `${org.acres} acres and the former nursery lands around them in ${where}, protected by neighbours for everyone to enjoy.`,
    },
    {
      key: 'about-board',
      title: null,
      body: 'Volunteers from the community who serve without pay.',
    },
    {
      key: 'history-lead',
      title: null,
      body: `The story of ${org.acres} acres in ${where}, and of the people who have cared for them since ${org.foundingYear}.`,
    },
    {
      key: 'events-lead',
      title: null,
      body: "Walks, workdays and talks on the preserve's meadows, woods and old nursery fields. Everyone is welcome.",
    },
    {
      key: 'gallery-members',
      title: null,
      body:
        'Members can add their own photos of the preserve. Sign in and press Upload Image: an admin looks at ' +
        'each photo before it appears here.',
    },
    {
      key: 'footer-about',
      title: null,
      body:
        `Protecting the ${org.acres} acres of ${org.preserveName} and the former nursery lands around it, for ` +
        'wildlife and for everyone who walks there.',
    },
    {
      key: 'footer-programs',
      title: null,
      body: ['Conservation Work', 'Education Programs', 'Nature Walks', 'Habitat Restoration'].join('\n'),
    },
    {
      key: 'about-story',
      title: 'Our Story',
      body:
        `${org.preserveName} covers ${org.acres} acres in ${where}, together with the former nursery lands around it. ` +
        'For many years, people from the surrounding community have looked after this land: restoring ' +
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
      title: null,
      body:
        // The pages that show it link to the events calendar themselves.
        'Please stay on the trails and take home everything you bring. Dogs are welcome on a leash.',
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
        'Keep It Open and Free\nTrails stay open, and every visitor walks in without paying a thing.',
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
    {
      key: 'donate-notes',
      title: 'Good to Know',
      body: [`Your donation makes you a member of ${org.name}.`, 'Donations are tax-deductible as allowed by law.']
        .map((item) => `- ${item}`)
        .join('\n'),
    },
  ];
}
