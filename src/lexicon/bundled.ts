/**
 * @module The lexicons shipped with the library, imported as data (bundled into both builds).
 */
import type { LexiconSource } from './families';
import engComplaint from '../../lexicons/eng/complaint.json';
import engConfirmations from '../../lexicons/eng/confirmations.json';
import engConfusion from '../../lexicons/eng/confusion.json';
import engContrast from '../../lexicons/eng/contrast.json';
import engEscalationHuman from '../../lexicons/eng/escalation_human.json';
import engEscalationSupport from '../../lexicons/eng/escalation_support.json';
import engGratitude from '../../lexicons/eng/gratitude.json';
import engNegators from '../../lexicons/eng/negators.json';
import engProfanity from '../../lexicons/eng/profanity.json';
import engQuit from '../../lexicons/eng/quit.json';
import engRepair from '../../lexicons/eng/repair.json';
import engSatisfaction from '../../lexicons/eng/satisfaction.json';
import engStopwords from '../../lexicons/eng/stopwords.json';
import engSuccess from '../../lexicons/eng/success.json';

/** Shipped lexicon data by ISO 639-3 language code. */
export const BUNDLED_LEXICONS: Readonly<Record<string, LexiconSource>> = {
  eng: {
    complaint: engComplaint,
    confirmations: engConfirmations,
    confusion: engConfusion,
    contrast: engContrast,
    escalation_human: engEscalationHuman,
    escalation_support: engEscalationSupport,
    gratitude: engGratitude,
    negators: engNegators,
    profanity: engProfanity,
    quit: engQuit,
    repair: engRepair,
    satisfaction: engSatisfaction,
    stopwords: engStopwords,
    success: engSuccess,
  },
};
