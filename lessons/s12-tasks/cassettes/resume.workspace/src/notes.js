import { readFileSync } from "node:fs";

const schema = JSON.parse(readFileSync(new URL("../schema/note.json", import.meta.url), "utf-8"));
const notes = [];

/** Keeps a note that has every field the schema requires, of the type it gives; returns how many there are. */
export function addNote(note) {
  for (const field of schema.required) {
    const type = schema.properties[field].type;
    if (typeof note?.[field] !== type) throw new Error(`${field} must be a ${type}`);
  }
  if (note.title.trim() === "") throw new Error("title must not be empty");
  notes.push({ title: note.title, body: note.body });
  return notes.length;
}

/** Every note kept so far, oldest first. */
export function listNotes() {
  return [...notes];
}
