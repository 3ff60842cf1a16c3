// The basic badge fields come from the schemas (design.json x-basic over participant.json and
// registration.json): 48 today (spec 2 §2.9 shows the count), grouped, each with the key the people
// call answers it under; a property added to an entity is a field at once, a private one never.
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../src/server/schemas';
import { basicFields } from '../../src/server/badges/basic';

const schemas = loadSchemas();
const design = schemas.composed['badge.design'];

describe('badge basic fields', () => {
  it('are 48, grouped participant, registration, meeting, stay, badge, with unique names of 2-20 characters', () => {
    const all = basicFields(schemas.entities, design);
    expect(all).toHaveLength(48);
    const groups = [...new Set(all.map((f) => f.group))];
    expect(groups).toEqual(['participant', 'registration', 'meeting', 'stay', 'badge']);
    expect(groups.map((g) => all.filter((f) => f.group === g).length)).toEqual([19, 16, 5, 5, 3]);
    expect(new Set(all.map((f) => f.name)).size).toBe(48);
    expect(all.every((f) => f.name.length >= 2 && f.name.length <= 20)).toBe(true);
    const by = Object.fromEntries(all.map((f) => [f.name, f]));
    expect([by.name.source, by.selectedTicketName.source, by.regId.source, by.regPaymentStatus.source, by.checkinQr.source]).toEqual(['name', 'registration.selectedTicketName', 'registration.id', 'registration.paymentStatus', 'checkinCode']);
    expect([by.registrationStatus.type, by.ticketPrice.type, by.registrationTime.type, by.checkinQr.type]).toEqual(['select', 'number', 'date', 'qrcode']);
    expect(all.map((f) => f.name)).not.toContain('passwordHash');
  });

  it('take a property added to participant.json or registration.json with no code edit; never a private one', () => {
    const entities = structuredClone(schemas.entities);
    entities.participant.properties.department = { type: 'string', maxLength: 50 };
    entities.participant.properties.secretNote = { type: 'string', 'x-private': true };
    entities.registration.properties.seat = { type: 'string', maxLength: 10 };
    const all = basicFields(entities, design);
    expect(all).toHaveLength(50);
    expect(all.find((f) => f.name === 'department')).toMatchObject({ source: 'department', group: 'participant', type: 'text' });
    expect(all.find((f) => f.name === 'seat')).toMatchObject({ source: 'registration.seat', group: 'registration' });
    expect(all.map((f) => f.name)).not.toContain('secretNote');
  });
});
