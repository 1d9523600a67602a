// The projects' descriptions and categories in Hindi, by project slug (the English is the database's, seeded from
// prisma/seed-data/projects.ts; titles are product names and stay). A project missing here shows the database's text.
import type { ProjectDto } from "@/lib/projects/queries";

const projectsHi: Record<string, { description: string; category: string }> = {
  "krishi-ledger-traceability": {
    category: "सप्लाई चेन",
    description:
      "नासिक के अंगूर निर्यातकों की एक सहकारी संस्था के लिए खेत से मंडी तक ट्रेसबिलिटी सिस्टम, जो हर खेप को Polygon पर दर्ज करता है ताकि EU के ख़रीदार QR कोड स्कैन करके अवशेष जाँच की पुष्टि कर सकें।",
  },
  "sahayak-support-copilot": {
    category: "AI / कस्टमर सपोर्ट",
    description:
      "पुणे की एक NBFC के लिए बहुभाषी सपोर्ट असिस्टेंट, जो लोन से जुड़े सवालों के जवाब हिंदी, मराठी और अंग्रेज़ी में देता है, और सारांश वाले टिकट के साथ बातचीत किसी इंसानी एजेंट को सौंप देता है।",
  },
  "campuspass-nft-tickets": {
    category: "Web3 / इवेंट",
    description:
      "चेन्नई के एक इंजीनियरिंग कॉलेज के सालाना टेक फ़ेस्ट के लिए बिना गैस फ़ीस वाले NFT टिकट और POAP जैसे हाज़िरी बैज, जिनसे तीन दिनों में 11,000 चेक-इन हुए।",
  },
  "medirecord-consent-vault": {
    category: "हेल्थटेक",
    description:
      "हैदराबाद की डायग्नोस्टिक लैब्स की एक चेन के लिए ABDM के अनुरूप कंसेंट मैनेजर, जिससे मरीज़ अपनी रिपोर्ट डॉक्टरों के साथ तय समय के लिए साझा कर सकते हैं और कभी भी एक्सेस वापस ले सकते हैं।",
  },
  "tradeguard-risk-dashboard": {
    category: "फ़िनटेक",
    description:
      "मुंबई के एक क्रिप्टो डेस्क के लिए रियल-टाइम एक्सपोज़र और लिक्विडेशन-रिस्क डैशबोर्ड, जो चार एक्सचेंज की पोज़ीशन एक ही व्यू में दिखाता है और Telegram पर अलर्ट भेजता है।",
  },
  "vidyamitra-learning-app": {
    category: "एडटेक",
    description:
      "ग्रामीण कर्नाटक के कक्षा 9-12 के छात्रों के लिए ऑफ़लाइन चलने वाला रिवीज़न ऐप, जिसमें डिवाइस पर चलने वाला मॉडल स्टेट बोर्ड की किताबों से अभ्यास के सवाल बनाता है।",
  },
  "builders-hub-job-board": {
    category: "कम्युनिटी प्लेटफ़ॉर्म",
    description:
      "इस साइट के पीछे का नौकरियों और इंटर्नशिप का बोर्ड, जिसमें कम्युनिटी मॉडरेशन, रेफ़रल कॉइन और पूरे भारत के Web3 और AI रोल के लिए एक क्लिक में आवेदन की सुविधा है।",
  },
  "hackmate-team-finder": {
    category: "Hackathon",
    description:
      "Hackathon से पहले अकेले हैकर्स को उनकी स्किल्स, टाइम ज़ोन और पिछले प्रोजेक्ट्स के आधार पर संतुलित टीमों में मिलाता है, ताकि किसी को पहले छह घंटे डिज़ाइनर ढूँढने में न गँवाने पड़ें।",
  },
  "bharat-gas-tracker": {
    category: "Web3 टूलिंग",
    description:
      "एक छोटा पब्लिक डैशबोर्ड, जो दिखाता है कि Ethereum, Polygon, Arbitrum, Base और Solana पर इस समय कोई swap, mint या transfer रुपयों में कितने का पड़ता है।",
  },
  "mentor-match": {
    category: "मेंटरशिप",
    description:
      "छात्रों को 30-60 मिनट की मेंटरिंग कॉल के लिए काम कर रहे इंजीनियरों से जोड़ता है, IST में कैलेंडर सिंक और हर सेशन के बाद छोटे लिखित नोट्स के साथ।",
  },
  "bhasha-docs-translator": {
    category: "AI / लोकलाइज़ेशन",
    description:
      "एक AI पाइपलाइन, जो ओपन-सोर्स डेवलपर डॉक्यूमेंटेशन का भारतीय भाषाओं में अनुवाद करती है, कोड ब्लॉक को जस का तस रखती है और प्रकाशित करने से पहले हर पेज किसी इंसानी रिव्यूअर को भेजती है।",
  },
  "proof-of-build-credentials": {
    category: "Web3 / क्रेडेंशियल",
    description:
      "कोर्स पूरा करने और hackathon जीतने के लिए on-chain क्रेडेंशियल, जिनकी पुष्टि रिक्रूटर हमसे संपर्क किए बिना कर सकते हैं।",
  },
};

/** Projects with their description and category in `locale` (the database's text where there is none). */
export function projectsInLocale(projects: ProjectDto[], locale: string): ProjectDto[] {
  if (locale !== "hi") return projects;
  return projects.map((project) => ({ ...project, ...projectsHi[project.slug] }));
}
