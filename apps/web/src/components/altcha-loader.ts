// Loaded on demand by CaptchaField: the ALTCHA widget without its inline workers (the CSP allows
// workers from this origin only), with the proof-of-work worker served as a file of its own.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/it';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
