/**
 * @module The lexicons shipped with the library, imported as data (bundled into both builds).
 *
 * The builds import each `lexicons/<language>/*.json` file as its JSON text (see the tsup
 * config): a string literal costs a cold `import` almost nothing, where an object literal is
 * parsed and built whether or not the language is ever met. A language's files are parsed on
 * first access. Run from source (tests, tsx), the imports are already objects.
 */
import type { FamilySource, LexiconSource } from './families';
import engComplaint from '../../lexicons/eng/complaint.json';
import engCounterfactual from '../../lexicons/eng/counterfactual.json';
import engEscalationVerbs from '../../lexicons/eng/escalation_verbs.json';
import engProposals from '../../lexicons/eng/proposals.json';
import engRequests from '../../lexicons/eng/requests.json';
import engConfirmations from '../../lexicons/eng/confirmations.json';
import engConfusion from '../../lexicons/eng/confusion.json';
import engContractions from '../../lexicons/eng/contractions.json';
import engCourtesy from '../../lexicons/eng/courtesy.json';
import engContrast from '../../lexicons/eng/contrast.json';
import engEscalationHuman from '../../lexicons/eng/escalation_human.json';
import engEscalationSupport from '../../lexicons/eng/escalation_support.json';
import engGratitude from '../../lexicons/eng/gratitude.json';
import engIntensifiers from '../../lexicons/eng/intensifiers.json';
import engNegators from '../../lexicons/eng/negators.json';
import engOwners from '../../lexicons/eng/owners.json';
import engSelf from '../../lexicons/eng/self.json';
import engAddressees from '../../lexicons/eng/addressees.json';
import engPointers from '../../lexicons/eng/pointers.json';
import engNotTypos from '../../lexicons/eng/not_typos.json';
import engProfanity from '../../lexicons/eng/profanity.json';
import engQuit from '../../lexicons/eng/quit.json';
import engRepair from '../../lexicons/eng/repair.json';
import engSatisfaction from '../../lexicons/eng/satisfaction.json';
import engStopwords from '../../lexicons/eng/stopwords.json';
import engSuccess from '../../lexicons/eng/success.json';
import cmnComplaint from '../../lexicons/cmn/complaint.json';
import cmnCourtesy from '../../lexicons/cmn/courtesy.json';
import cmnCounterfactual from '../../lexicons/cmn/counterfactual.json';
import cmnEscalationVerbs from '../../lexicons/cmn/escalation_verbs.json';
import cmnProposals from '../../lexicons/cmn/proposals.json';
import cmnRequests from '../../lexicons/cmn/requests.json';
import cmnConfirmations from '../../lexicons/cmn/confirmations.json';
import cmnConfusion from '../../lexicons/cmn/confusion.json';
import cmnContrast from '../../lexicons/cmn/contrast.json';
import cmnEscalationHuman from '../../lexicons/cmn/escalation_human.json';
import cmnEscalationSupport from '../../lexicons/cmn/escalation_support.json';
import cmnGratitude from '../../lexicons/cmn/gratitude.json';
import cmnIntensifiers from '../../lexicons/cmn/intensifiers.json';
import cmnNegators from '../../lexicons/cmn/negators.json';
import cmnOwners from '../../lexicons/cmn/owners.json';
import cmnSelf from '../../lexicons/cmn/self.json';
import cmnAddressees from '../../lexicons/cmn/addressees.json';
import cmnPointers from '../../lexicons/cmn/pointers.json';
import cmnProfanity from '../../lexicons/cmn/profanity.json';
import cmnQuit from '../../lexicons/cmn/quit.json';
import cmnRepair from '../../lexicons/cmn/repair.json';
import cmnSatisfaction from '../../lexicons/cmn/satisfaction.json';
import cmnStopwords from '../../lexicons/cmn/stopwords.json';
import cmnSuccess from '../../lexicons/cmn/success.json';
import deuComplaint from '../../lexicons/deu/complaint.json';
import deuCourtesy from '../../lexicons/deu/courtesy.json';
import deuCounterfactual from '../../lexicons/deu/counterfactual.json';
import deuEscalationVerbs from '../../lexicons/deu/escalation_verbs.json';
import deuProposals from '../../lexicons/deu/proposals.json';
import deuRequests from '../../lexicons/deu/requests.json';
import deuConfirmations from '../../lexicons/deu/confirmations.json';
import deuConfusion from '../../lexicons/deu/confusion.json';
import deuContrast from '../../lexicons/deu/contrast.json';
import deuEscalationHuman from '../../lexicons/deu/escalation_human.json';
import deuEscalationSupport from '../../lexicons/deu/escalation_support.json';
import deuGratitude from '../../lexicons/deu/gratitude.json';
import deuIntensifiers from '../../lexicons/deu/intensifiers.json';
import deuNegators from '../../lexicons/deu/negators.json';
import deuNotTypos from '../../lexicons/deu/not_typos.json';
import deuOwners from '../../lexicons/deu/owners.json';
import deuSelf from '../../lexicons/deu/self.json';
import deuAddressees from '../../lexicons/deu/addressees.json';
import deuPointers from '../../lexicons/deu/pointers.json';
import deuProfanity from '../../lexicons/deu/profanity.json';
import deuQuit from '../../lexicons/deu/quit.json';
import deuRepair from '../../lexicons/deu/repair.json';
import deuSatisfaction from '../../lexicons/deu/satisfaction.json';
import deuStopwords from '../../lexicons/deu/stopwords.json';
import deuSuccess from '../../lexicons/deu/success.json';
import fraComplaint from '../../lexicons/fra/complaint.json';
import fraCourtesy from '../../lexicons/fra/courtesy.json';
import fraCounterfactual from '../../lexicons/fra/counterfactual.json';
import fraEscalationVerbs from '../../lexicons/fra/escalation_verbs.json';
import fraProposals from '../../lexicons/fra/proposals.json';
import fraRequests from '../../lexicons/fra/requests.json';
import fraConfirmations from '../../lexicons/fra/confirmations.json';
import fraConfusion from '../../lexicons/fra/confusion.json';
import fraContrast from '../../lexicons/fra/contrast.json';
import fraEscalationHuman from '../../lexicons/fra/escalation_human.json';
import fraEscalationSupport from '../../lexicons/fra/escalation_support.json';
import fraGratitude from '../../lexicons/fra/gratitude.json';
import fraIntensifiers from '../../lexicons/fra/intensifiers.json';
import fraNegators from '../../lexicons/fra/negators.json';
import fraOwners from '../../lexicons/fra/owners.json';
import fraSelf from '../../lexicons/fra/self.json';
import fraAddressees from '../../lexicons/fra/addressees.json';
import fraPointers from '../../lexicons/fra/pointers.json';
import fraProfanity from '../../lexicons/fra/profanity.json';
import fraQuit from '../../lexicons/fra/quit.json';
import fraRepair from '../../lexicons/fra/repair.json';
import fraSatisfaction from '../../lexicons/fra/satisfaction.json';
import fraStopwords from '../../lexicons/fra/stopwords.json';
import fraSuccess from '../../lexicons/fra/success.json';
import jpnComplaint from '../../lexicons/jpn/complaint.json';
import jpnCourtesy from '../../lexicons/jpn/courtesy.json';
import jpnCounterfactual from '../../lexicons/jpn/counterfactual.json';
import jpnEscalationVerbs from '../../lexicons/jpn/escalation_verbs.json';
import jpnProposals from '../../lexicons/jpn/proposals.json';
import jpnRequests from '../../lexicons/jpn/requests.json';
import jpnConfirmations from '../../lexicons/jpn/confirmations.json';
import jpnConfusion from '../../lexicons/jpn/confusion.json';
import jpnContrast from '../../lexicons/jpn/contrast.json';
import jpnEscalationHuman from '../../lexicons/jpn/escalation_human.json';
import jpnEscalationSupport from '../../lexicons/jpn/escalation_support.json';
import jpnGratitude from '../../lexicons/jpn/gratitude.json';
import jpnIntensifiers from '../../lexicons/jpn/intensifiers.json';
import jpnNegators from '../../lexicons/jpn/negators.json';
import jpnOwners from '../../lexicons/jpn/owners.json';
import jpnSelf from '../../lexicons/jpn/self.json';
import jpnAddressees from '../../lexicons/jpn/addressees.json';
import jpnPointers from '../../lexicons/jpn/pointers.json';
import jpnProfanity from '../../lexicons/jpn/profanity.json';
import jpnQuit from '../../lexicons/jpn/quit.json';
import jpnRepair from '../../lexicons/jpn/repair.json';
import jpnSatisfaction from '../../lexicons/jpn/satisfaction.json';
import jpnStopwords from '../../lexicons/jpn/stopwords.json';
import jpnSuccess from '../../lexicons/jpn/success.json';
import porComplaint from '../../lexicons/por/complaint.json';
import porCourtesy from '../../lexicons/por/courtesy.json';
import porCounterfactual from '../../lexicons/por/counterfactual.json';
import porEscalationVerbs from '../../lexicons/por/escalation_verbs.json';
import porProposals from '../../lexicons/por/proposals.json';
import porRequests from '../../lexicons/por/requests.json';
import porConfirmations from '../../lexicons/por/confirmations.json';
import porConfusion from '../../lexicons/por/confusion.json';
import porContrast from '../../lexicons/por/contrast.json';
import porEscalationHuman from '../../lexicons/por/escalation_human.json';
import porEscalationSupport from '../../lexicons/por/escalation_support.json';
import porGratitude from '../../lexicons/por/gratitude.json';
import porIntensifiers from '../../lexicons/por/intensifiers.json';
import porNegators from '../../lexicons/por/negators.json';
import porOwners from '../../lexicons/por/owners.json';
import porSelf from '../../lexicons/por/self.json';
import porAddressees from '../../lexicons/por/addressees.json';
import porPointers from '../../lexicons/por/pointers.json';
import porProfanity from '../../lexicons/por/profanity.json';
import porQuit from '../../lexicons/por/quit.json';
import porRepair from '../../lexicons/por/repair.json';
import porSatisfaction from '../../lexicons/por/satisfaction.json';
import porStopwords from '../../lexicons/por/stopwords.json';
import porSuccess from '../../lexicons/por/success.json';
import spaComplaint from '../../lexicons/spa/complaint.json';
import spaCourtesy from '../../lexicons/spa/courtesy.json';
import spaCounterfactual from '../../lexicons/spa/counterfactual.json';
import spaEscalationVerbs from '../../lexicons/spa/escalation_verbs.json';
import spaProposals from '../../lexicons/spa/proposals.json';
import spaRequests from '../../lexicons/spa/requests.json';
import spaConfirmations from '../../lexicons/spa/confirmations.json';
import spaConfusion from '../../lexicons/spa/confusion.json';
import spaContrast from '../../lexicons/spa/contrast.json';
import spaEscalationHuman from '../../lexicons/spa/escalation_human.json';
import spaEscalationSupport from '../../lexicons/spa/escalation_support.json';
import spaGratitude from '../../lexicons/spa/gratitude.json';
import spaIntensifiers from '../../lexicons/spa/intensifiers.json';
import spaNegators from '../../lexicons/spa/negators.json';
import spaOwners from '../../lexicons/spa/owners.json';
import spaSelf from '../../lexicons/spa/self.json';
import spaAddressees from '../../lexicons/spa/addressees.json';
import spaPointers from '../../lexicons/spa/pointers.json';
import spaNotTypos from '../../lexicons/spa/not_typos.json';
import spaProfanity from '../../lexicons/spa/profanity.json';
import spaQuit from '../../lexicons/spa/quit.json';
import spaRepair from '../../lexicons/spa/repair.json';
import spaSatisfaction from '../../lexicons/spa/satisfaction.json';
import spaStopwords from '../../lexicons/spa/stopwords.json';
import spaSuccess from '../../lexicons/spa/success.json';

/** Shipped lexicon data by ISO 639-3 language code; a language is parsed on first access. */
export const BUNDLED_LEXICONS: Readonly<Record<string, LexiconSource>> = {
  get eng() {
    return parsed('eng', {
      complaint: engComplaint,
      confirmations: engConfirmations,
      confusion: engConfusion,
      contractions: engContractions,
      contrast: engContrast,
      counterfactual: engCounterfactual,
      escalation_verbs: engEscalationVerbs,
      proposals: engProposals,
      requests: engRequests,
      courtesy: engCourtesy,
      escalation_human: engEscalationHuman,
      escalation_support: engEscalationSupport,
      gratitude: engGratitude,
      intensifiers: engIntensifiers,
      negators: engNegators,
      owners: engOwners,
      self: engSelf,
      addressees: engAddressees,
      pointers: engPointers,
      not_typos: engNotTypos,
      profanity: engProfanity,
      quit: engQuit,
      repair: engRepair,
      satisfaction: engSatisfaction,
      stopwords: engStopwords,
      success: engSuccess,
    });
  },
  get cmn() {
    return parsed('cmn', {
      complaint: cmnComplaint,
      confirmations: cmnConfirmations,
      confusion: cmnConfusion,
      contrast: cmnContrast,
      counterfactual: cmnCounterfactual,
      courtesy: cmnCourtesy,
      escalation_verbs: cmnEscalationVerbs,
      proposals: cmnProposals,
      requests: cmnRequests,
      escalation_human: cmnEscalationHuman,
      escalation_support: cmnEscalationSupport,
      gratitude: cmnGratitude,
      intensifiers: cmnIntensifiers,
      negators: cmnNegators,
      owners: cmnOwners,
      self: cmnSelf,
      addressees: cmnAddressees,
      pointers: cmnPointers,
      profanity: cmnProfanity,
      quit: cmnQuit,
      repair: cmnRepair,
      satisfaction: cmnSatisfaction,
      stopwords: cmnStopwords,
      success: cmnSuccess,
    });
  },
  get deu() {
    return parsed('deu', {
      complaint: deuComplaint,
      confirmations: deuConfirmations,
      confusion: deuConfusion,
      contrast: deuContrast,
      counterfactual: deuCounterfactual,
      courtesy: deuCourtesy,
      escalation_verbs: deuEscalationVerbs,
      proposals: deuProposals,
      requests: deuRequests,
      escalation_human: deuEscalationHuman,
      escalation_support: deuEscalationSupport,
      gratitude: deuGratitude,
      intensifiers: deuIntensifiers,
      negators: deuNegators,
      not_typos: deuNotTypos,
      owners: deuOwners,
      self: deuSelf,
      addressees: deuAddressees,
      pointers: deuPointers,
      profanity: deuProfanity,
      quit: deuQuit,
      repair: deuRepair,
      satisfaction: deuSatisfaction,
      stopwords: deuStopwords,
      success: deuSuccess,
    });
  },
  get fra() {
    return parsed('fra', {
      complaint: fraComplaint,
      confirmations: fraConfirmations,
      confusion: fraConfusion,
      contrast: fraContrast,
      counterfactual: fraCounterfactual,
      courtesy: fraCourtesy,
      escalation_verbs: fraEscalationVerbs,
      proposals: fraProposals,
      requests: fraRequests,
      escalation_human: fraEscalationHuman,
      escalation_support: fraEscalationSupport,
      gratitude: fraGratitude,
      intensifiers: fraIntensifiers,
      negators: fraNegators,
      owners: fraOwners,
      self: fraSelf,
      addressees: fraAddressees,
      pointers: fraPointers,
      profanity: fraProfanity,
      quit: fraQuit,
      repair: fraRepair,
      satisfaction: fraSatisfaction,
      stopwords: fraStopwords,
      success: fraSuccess,
    });
  },
  get jpn() {
    return parsed('jpn', {
      complaint: jpnComplaint,
      courtesy: jpnCourtesy,
      confirmations: jpnConfirmations,
      confusion: jpnConfusion,
      contrast: jpnContrast,
      counterfactual: jpnCounterfactual,
      escalation_verbs: jpnEscalationVerbs,
      proposals: jpnProposals,
      requests: jpnRequests,
      escalation_human: jpnEscalationHuman,
      escalation_support: jpnEscalationSupport,
      gratitude: jpnGratitude,
      intensifiers: jpnIntensifiers,
      negators: jpnNegators,
      owners: jpnOwners,
      self: jpnSelf,
      addressees: jpnAddressees,
      pointers: jpnPointers,
      profanity: jpnProfanity,
      quit: jpnQuit,
      repair: jpnRepair,
      satisfaction: jpnSatisfaction,
      stopwords: jpnStopwords,
      success: jpnSuccess,
    });
  },
  get por() {
    return parsed('por', {
      complaint: porComplaint,
      confirmations: porConfirmations,
      confusion: porConfusion,
      contrast: porContrast,
      counterfactual: porCounterfactual,
      courtesy: porCourtesy,
      escalation_verbs: porEscalationVerbs,
      proposals: porProposals,
      requests: porRequests,
      escalation_human: porEscalationHuman,
      escalation_support: porEscalationSupport,
      gratitude: porGratitude,
      intensifiers: porIntensifiers,
      negators: porNegators,
      owners: porOwners,
      self: porSelf,
      addressees: porAddressees,
      pointers: porPointers,
      profanity: porProfanity,
      quit: porQuit,
      repair: porRepair,
      satisfaction: porSatisfaction,
      stopwords: porStopwords,
      success: porSuccess,
    });
  },
  get spa() {
    return parsed('spa', {
      complaint: spaComplaint,
      confirmations: spaConfirmations,
      confusion: spaConfusion,
      contrast: spaContrast,
      counterfactual: spaCounterfactual,
      courtesy: spaCourtesy,
      escalation_verbs: spaEscalationVerbs,
      proposals: spaProposals,
      requests: spaRequests,
      escalation_human: spaEscalationHuman,
      escalation_support: spaEscalationSupport,
      gratitude: spaGratitude,
      intensifiers: spaIntensifiers,
      negators: spaNegators,
      owners: spaOwners,
      self: spaSelf,
      addressees: spaAddressees,
      pointers: spaPointers,
      not_typos: spaNotTypos,
      profanity: spaProfanity,
      quit: spaQuit,
      repair: spaRepair,
      satisfaction: spaSatisfaction,
      stopwords: spaStopwords,
      success: spaSuccess,
    });
  },
};

const cache = new Map<string, LexiconSource>();

/** A language's families, each parsed from its JSON text when the build imported it as text. */
function parsed(language: string, families: Readonly<Record<string, unknown>>): LexiconSource {
  let source = cache.get(language);
  if (source === undefined) {
    const out: Record<string, FamilySource> = {};
    for (const [family, data] of Object.entries(families))
      out[family] = (typeof data === 'string' ? JSON.parse(data) : data) as FamilySource;
    source = out;
    cache.set(language, source);
  }
  return source;
}
