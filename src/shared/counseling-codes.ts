/**
 * The funder's code lists for counseling records and training events (issue #40; ADR 0040): SBA
 * Form 641 (Counseling Information Form) and Form 888 (Management Training Report), as SBA's Nexus
 * upload schemas spell them (SBA_NEXUS_Counseling-2-14.xsd, SBA_NEXUS_Training-2-25-2025.xsd; the
 * sources are in the ADR). Pure; the server checks requests against these lists, the exports write
 * the SBA values, and the web app shows the choices.
 *
 * - Each proto enum value (ClientRace, CounselingArea, …) maps to SBA's literal value; UNSPECIFIED
 *   ("not answered") has none and is never exported.
 * - Languages are stored as short codes (BCP 47 where one exists, so the web app can name them
 *   with Intl.DisplayNames in the reader's language), each mapped to SBA's literal; "other" is
 *   SBA's "Other".
 */
import {
  ClientBusinessType,
  ClientDisability,
  ClientEthnicity,
  ClientInBusiness,
  ClientMilitaryBranch,
  ClientMilitaryStatus,
  ClientRace,
  ClientReferralSource,
  ClientSex,
  CounselingArea,
  CounselingSessionType,
} from "../gen/compass/v1/compass_pb.js";

type SbaList<E extends number> = Readonly<Record<Exclude<E, 0>, string>>;

/** Form 641 "Counseling Provided" = Form 888 "Training Topic". */
export const SBA_COUNSELING_AREA: SbaList<CounselingArea> = {
  [CounselingArea.BUSINESS_ACCOUNTING_BUDGET]: "Business Accounting/Budget",
  [CounselingArea.BUSINESS_FINANCIAL_CASH_FLOW]: "Business Financial/Cash Flow",
  [CounselingArea.BUSINESS_FINANCING_CAPITAL_SOURCES]: "Business Financing/Capital Sources",
  [CounselingArea.BUSINESS_OPERATIONS_MANAGEMENT]: "Business Operations/Management",
  [CounselingArea.BUSINESS_PLAN]: "Business Plan",
  [CounselingArea.BUSINESS_START_UP_PREPLANNING]: "Business Start-up/Preplanning",
  [CounselingArea.BUY_SELL_BUSINESS]: "Buy/Sell Business",
  [CounselingArea.CREDIT_COUNSELING]: "Credit Counseling",
  [CounselingArea.CUSTOMER_RELATIONS]: "Customer Relations",
  [CounselingArea.CYBER_SECURITY]: "Cyber Security/Cyber Awareness",
  [CounselingArea.DISASTER_PLANNING_RECOVERY]: "Disaster Planning/Recovery",
  [CounselingArea.ECOMMERCE]: "eCommerce",
  [CounselingArea.FRANCHISING]: "Franchising",
  [CounselingArea.GOVERNMENT_CONTRACTING]: "Government Contracting",
  [CounselingArea.HUMAN_RESOURCES]: "Human Resources/Managing Employees",
  [CounselingArea.INTELLECTUAL_PROPERTY]: "Intellectual Property Training",
  [CounselingArea.INTERNATIONAL_TRADE]: "International Trade",
  [CounselingArea.LEGAL_ISSUES]: "Legal Issues",
  [CounselingArea.MARKETING_SALES]: "Marketing/Sales",
  [CounselingArea.TAX_PLANNING]: "Tax Planning",
  [CounselingArea.TECHNOLOGY]: "Technology",
  [CounselingArea.OTHER]: "Other",
};

/** Form 641 "Type of Session". */
export const SBA_SESSION_TYPE: SbaList<CounselingSessionType> = {
  [CounselingSessionType.FACE_TO_FACE]: "Face-to-face",
  [CounselingSessionType.ONLINE]: "Online",
  [CounselingSessionType.TELEPHONE]: "Telephone",
  [CounselingSessionType.PREPARE_ONLY]: "Prepare Only",
  [CounselingSessionType.TRAINING]: "Training",
  [CounselingSessionType.UPDATE_ONLY]: "Update Only",
};

export const SBA_RACE: SbaList<ClientRace> = {
  [ClientRace.ASIAN]: "Asian",
  [ClientRace.BLACK_OR_AFRICAN_AMERICAN]: "Black or African American",
  [ClientRace.MIDDLE_EASTERN]: "Middle Eastern",
  [ClientRace.NATIVE_AMERICAN_ALASKA_NATIVE]: "Native American/Alaska Native",
  [ClientRace.NATIVE_HAWAIIAN_PACIFIC_ISLANDER]: "Native Hawaiian/Other Pacific Islander",
  [ClientRace.NORTH_AFRICAN]: "North African",
  [ClientRace.WHITE]: "White",
  [ClientRace.PREFER_NOT_TO_SAY]: "Prefer not to say",
  [ClientRace.SELF_DESCRIBE]: "Prefer to Self-Describe",
};

export const SBA_ETHNICITY: SbaList<ClientEthnicity> = {
  [ClientEthnicity.HISPANIC_OR_LATINO]: "Hispanic or Latino",
  [ClientEthnicity.NOT_HISPANIC_OR_LATINO]: "Non Hispanic or Latino",
  [ClientEthnicity.PREFER_NOT_TO_SAY]: "Prefer not to say",
};

/** SBA's schema (change 140, 5 Feb 2025) has Male and Female only: "prefer not to say" is exported as no value. */
export const SBA_SEX: SbaList<ClientSex> = {
  [ClientSex.FEMALE]: "Female",
  [ClientSex.MALE]: "Male",
  [ClientSex.PREFER_NOT_TO_SAY]: "",
};

export const SBA_DISABILITY: SbaList<ClientDisability> = {
  [ClientDisability.YES]: "Yes",
  [ClientDisability.NO]: "No",
  [ClientDisability.PREFER_NOT_TO_SAY]: "Prefer not to say",
};

export const SBA_MILITARY_STATUS: SbaList<ClientMilitaryStatus> = {
  [ClientMilitaryStatus.ACTIVE_DUTY]: "Active Duty",
  [ClientMilitaryStatus.NATIONAL_GUARD]: "Member of National Guard",
  [ClientMilitaryStatus.RESERVE]: "Member of the Reserve",
  [ClientMilitaryStatus.NO_MILITARY_SERVICE]: "No military service",
  [ClientMilitaryStatus.SERVICE_DISABLED_VETERAN]: "Service Disabled Veteran",
  [ClientMilitaryStatus.SPOUSE_OF_MILITARY_MEMBER]: "Spouse of Military Member",
  [ClientMilitaryStatus.VETERAN]: "Veteran",
  [ClientMilitaryStatus.PREFER_NOT_TO_SAY]: "Prefer not to say",
};

/**
 * The military statuses without a branch of service. With any other (a military spouse too: the
 * member's branch) a branch may be given; SBA's converters expect one there (ADR 0040).
 */
export const STATUSES_WITHOUT_BRANCH: ReadonlySet<ClientMilitaryStatus> = new Set([
  ClientMilitaryStatus.UNSPECIFIED,
  ClientMilitaryStatus.NO_MILITARY_SERVICE,
  ClientMilitaryStatus.PREFER_NOT_TO_SAY,
]);

export const SBA_MILITARY_BRANCH: SbaList<ClientMilitaryBranch> = {
  [ClientMilitaryBranch.AIR_FORCE]: "Air Force",
  [ClientMilitaryBranch.ARMY]: "Army",
  [ClientMilitaryBranch.COAST_GUARD]: "Coast Guard",
  [ClientMilitaryBranch.MARINE_CORPS]: "Marine Corps",
  [ClientMilitaryBranch.NAVY]: "Navy",
  [ClientMilitaryBranch.SPACE_FORCE]: "Space Force",
  [ClientMilitaryBranch.PREFER_NOT_TO_SAY]: "Prefer not to say",
};

/** Form 641 "Referred by?" (the schema's Media). */
export const SBA_REFERRAL_SOURCE: SbaList<ClientReferralSource> = {
  [ClientReferralSource.BOOTS_TO_BUSINESS]: "Boots to Business",
  [ClientReferralSource.BUSINESS_OWNER]: "Business Owner",
  [ClientReferralSource.CHAMBER_OF_COMMERCE]: "Chamber of Commerce",
  [ClientReferralSource.EDUCATIONAL_INSTITUTION]: "Educational Institution",
  [ClientReferralSource.INTERNET]: "Internet",
  [ClientReferralSource.LENDER]: "Lender",
  [ClientReferralSource.LOCAL_ECONOMIC_DEVELOPMENT_OFFICIAL]: "Local Economic Development Official",
  [ClientReferralSource.MAGAZINE_NEWSPAPER]: "Magazine/Newspaper",
  [ClientReferralSource.SBA_DISTRICT]: "SBA District",
  [ClientReferralSource.SBA_WEB_SITE]: "SBA Web site",
  [ClientReferralSource.SBDC]: "SBDC",
  [ClientReferralSource.SCORE]: "SCORE",
  [ClientReferralSource.TELEVISION_RADIO]: "Television/Radio",
  [ClientReferralSource.USEAC]: "USEAC",
  [ClientReferralSource.VBOC]: "VBOC",
  [ClientReferralSource.VRE]: "VRE",
  [ClientReferralSource.WBC]: "WBC",
  [ClientReferralSource.WORD_OF_MOUTH]: "Word of Mouth",
  [ClientReferralSource.OTHER_CLIENT]: "Other Client",
  [ClientReferralSource.OTHER]: "Other",
};

export const SBA_IN_BUSINESS: SbaList<ClientInBusiness> = {
  [ClientInBusiness.YES]: "Yes",
  [ClientInBusiness.NO]: "No",
  [ClientInBusiness.UNDETERMINED]: "Undetermined",
};

export const SBA_BUSINESS_TYPE: SbaList<ClientBusinessType> = {
  [ClientBusinessType.AGRICULTURE]: "Agriculture, Forestry, Fishing and Hunting",
  [ClientBusinessType.ACCOMMODATION_FOOD]: "Accommodation and Food Services",
  [ClientBusinessType.ADMINISTRATIVE_SUPPORT]: "Administrative and Support",
  [ClientBusinessType.ARTS_ENTERTAINMENT]: "Arts, Entertainment, and Recreation",
  [ClientBusinessType.CONSTRUCTION]: "Construction",
  [ClientBusinessType.EDUCATIONAL_SERVICES]: "Educational Services",
  [ClientBusinessType.FINANCE_INSURANCE]: "Finance and Insurance",
  [ClientBusinessType.HEALTH_CARE]: "Health Care and Social Assistance",
  [ClientBusinessType.INFORMATION]: "Information",
  [ClientBusinessType.MANAGEMENT_OF_COMPANIES]: "Management of Companies and Enterprises",
  [ClientBusinessType.MANUFACTURING]: "Manufacturing",
  [ClientBusinessType.MINING]: "Mining",
  [ClientBusinessType.PROFESSIONAL_SERVICES]: "Professional, Scientific, and Technical Services",
  [ClientBusinessType.PUBLIC_ADMINISTRATION]: "Public Administration",
  [ClientBusinessType.REAL_ESTATE]: "Real Estate and Rental and Leasing",
  [ClientBusinessType.RETAIL_TRADE]: "Retail Trade",
  [ClientBusinessType.TRANSPORTATION_WAREHOUSING]: "Transportation and Warehousing",
  [ClientBusinessType.UTILITIES]: "Utilities",
  [ClientBusinessType.WASTE_MANAGEMENT]: "Waste Management and Remediation Services",
  [ClientBusinessType.WHOLESALE_TRADE]: "Wholesale Trade",
  [ClientBusinessType.OTHER_SERVICES]: "Other Services (except Public Administration)",
};

/**
 * SBA's language list (Form 641 "Language(s) Used", Form 888 "Language"), keyed by the code Compass
 * stores: BCP 47 / ISO 639 where one exists (ASL is "ase", Fukien is Min Nan "nan", Pohnpeian
 * "pon"), and "other" for SBA's "Other". English and Spanish first, as SBA lists them.
 */
export const SBA_LANGUAGE: Readonly<Record<string, string>> = {
  en: "English",
  es: "Spanish",
  ar: "Arabic",
  hy: "Armenian",
  ase: "ASL-American Sign Language",
  as: "Assamese",
  gax: "Borana",
  my: "Burmese",
  ca: "Catalan/Valencian",
  yue: "Chinese-Cantonese",
  cmn: "Chinese-Mandarin",
  zh: "Chinese-Other",
  chk: "Chuukese",
  hr: "Croatian",
  cs: "Czech",
  fa: "Farsi",
  fi: "Finnish",
  fr: "French",
  nan: "Fukien",
  gl: "Galician",
  de: "German",
  hmn: "Hmong",
  hu: "Hungarian",
  ik: "Inupiat/Inupiaq",
  it: "Italian",
  ja: "Japanese",
  kam: "Kamba",
  kn: "Kannada",
  km: "Khmer",
  ki: "Kikuyu/Gikuyu",
  ko: "Korean",
  kos: "Kosraean",
  luo: "Luo",
  mh: "Marshallese",
  pau: "Palauan",
  pa: "Panjabi/Punjabi",
  pon: "Pohnpein",
  pt: "Portuguese",
  ru: "Russian",
  sl: "Slovenian",
  so: "Somali",
  sw: "Swahili",
  tl: "Tagalog/Filipino",
  tg: "Tajik",
  ta: "Tamil",
  th: "Thai",
  vi: "Vietnamese",
  yap: "Yapese",
  yi: "Yiddish",
  other: "Other",
};

export const LANGUAGE_CODES: readonly string[] = Object.keys(SBA_LANGUAGE);

/** Whether `code` is a language of the list ("" — not given — is not). */
export const isLanguageCode = (code: string): boolean => Object.hasOwn(SBA_LANGUAGE, code);

/** Whether `value` is a listed value of the enum list (UNSPECIFIED, 0, is not). */
export const isListed = <E extends number>(list: SbaList<E>, value: number): value is Exclude<E, 0> =>
  Number.isInteger(value) && value !== 0 && Object.hasOwn(list, value);

/** SBA's value for an enum value ("" for UNSPECIFIED or a value off the list). */
export const sbaValue = <E extends number>(list: SbaList<E>, value: number): string => (isListed(list, value) ? (list as Record<number, string>)[value]! : "");
