/** The first versions of the texts every member accepts; a new version is a new row with a higher version. */
export const agreementTexts = [
  {
    kind: 'privacy',
    version: 1,
    required: true,
    title: 'Informativa sul trattamento dei dati personali',
    body: [
      'Titolare del trattamento è la rete HappyWay. Trattiamo i dati che ci fornisci (anagrafica, contatti, dati professionali e della tua organizzazione) per gestire la tua adesione alla rete, assegnarti progetti, organizzare la formazione e adempiere agli obblighi di legge.',
      "La base giuridica è il contratto di adesione e, per le comunicazioni facoltative, il tuo consenso. I dati sono conservati per la durata dell'adesione e per i dieci anni successivi richiesti dalla normativa fiscale.",
      'Puoi chiedere in ogni momento accesso, rettifica, cancellazione, limitazione e portabilità dei dati, e proporre reclamo al Garante per la protezione dei dati personali.',
    ].join('\n\n'),
  },
  {
    kind: 'terms',
    version: 1,
    required: true,
    title: "Termini e condizioni d'uso del portale",
    body: [
      'Il portale è riservato ai professionisti che aderiscono formalmente alla rete. Le credenziali sono personali e non cedibili.',
      'Ti impegni a inserire dati veritieri, a trattare con riservatezza le informazioni dei committenti e dei cantieri e a usare i materiali formativi solo per la tua attività nella rete.',
      "La rete può sospendere l'accesso in caso di violazione di questi termini, dandone comunicazione motivata.",
    ].join('\n\n'),
  },
  {
    kind: 'subscription-terms',
    version: 1,
    required: false,
    title: 'Condizioni di abbonamento',
    body: [
      "L'abbonamento si attiva quando il back office riceve il bonifico con la causale indicata e dura per il periodo previsto dal piano scelto.",
      "Gli importi sono indicati al netto dell'IVA, che viene esposta separatamente. Alla scadenza l'abbonamento non si rinnova da solo: riceverai un avviso nei trenta giorni precedenti.",
    ].join('\n\n'),
  },
] as const;
