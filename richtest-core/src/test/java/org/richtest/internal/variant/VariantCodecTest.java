package org.richtest.internal.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.richtest.event.EventId;

/** A variant survives its binary form, every kind of prescription included. */
class VariantCodecTest {

  @Test
  void writeThenRead_everyKindOfPrescription_theSameVariant() throws IOException {
    EventId send = new EventId("T1", 1);
    EventId write = new EventId("x", 2);
    EventId receive = new EventId("s", 1);
    EventId unmatched = new EventId("s", 2);
    EventId read = new EventId("T2", 1);
    EventId unmatchedRead = new EventId("T2", 2);
    Variant variant = new Variant(
        List.of(send, write, receive, unmatched, read, unmatchedRead),
        List.of(
            new Prescription.Send("x", "set"),
            new Prescription.Receive(send),
            new Prescription.Receive(send),
            new Prescription.Receive(null),
            new Prescription.Receive(write, true),
            new Prescription.Receive(null, true)),
        Set.of(write, read));

    Variant back = roundTrip(variant);

    assertEquals(variant.size(), back.size());
    for (int i = 0; i < variant.size(); i++) {
      assertEquals(variant.id(i), back.id(i));
      assertEquals(variant.prescription(i), back.prescription(i), "event " + variant.id(i));
      assertEquals(variant.isBlack(variant.id(i)), back.isBlack(back.id(i)));
    }
    assertTrue(((Prescription.Receive) back.prescription(read)).read());
  }

  private static Variant roundTrip(Variant variant) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    VariantCodec.write(variant, new DataOutputStream(bytes));
    return VariantCodec.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
  }
}
