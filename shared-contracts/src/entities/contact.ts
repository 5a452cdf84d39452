/** An emergency contact (spec section 3). */
export interface EmergencyContact {
  contactNum: string;
  countryCode: string;
  firstName: string;
  lastName: string;
  locale: string;
  phone: string;
  seqNum: number;
  user_id: number;
}
