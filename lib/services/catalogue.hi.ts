// /services in Hindi: each service's text by its slug (the English, its icon and order are in ./catalogue.ts).
import type { ServiceText } from "@/lib/services/service-text";

export const servicesHi: Record<string, ServiceText> = {
  "web3-development": {
    title: "Web3 और smart contract डेवलपमेंट",
    summary: "Ethereum, Polygon, Base और Solana पर टोकन, NFT और DeFi प्रोडक्ट, आर्किटेक्चर से लेकर mainnet तक।",
    points: [
      "Solidity और Rust/Anchor contract",
      "वॉलेट के साथ आसानी से चलने वाले वेब फ़्रंटएंड",
      "mainnet से पहले testnet पर पायलट",
    ],
  },
  "ai-solutions": {
    title: "AI और LLM सॉल्यूशन",
    summary: "आपके अपने डॉक्यूमेंट पर असिस्टेंट, एजेंट और रिट्रीवल, ठीक से परखे हुए और भारतीय भाषाओं के लिए बने।",
    points: ["PDF, टिकट और विकी पर RAG", "Hinglish और क्षेत्रीय भाषाओं का सपोर्ट", "गार्डरेल, ट्रेसिंग और ख़र्च की सीमा"],
  },
  "product-engineering": {
    title: "वेब और मोबाइल ऐप डेवलपमेंट",
    summary: "Next.js, React Native और PostgreSQL में तेज़ और सबके लिए सुलभ प्रोडक्ट, हर हफ़्ते थोड़ा-थोड़ा करके लॉन्च।",
    points: ["6-10 हफ़्तों में MVP", "UPI और Razorpay पेमेंट", "मुंबई रीजन में होस्टिंग"],
  },
  "security-reviews": {
    title: "Smart contract सिक्योरिटी रिव्यू",
    summary: "ऑडिट की तैयारी और आंतरिक रिव्यू, ऐसे इंजीनियरों से जो चालीस से ज़्यादा DeFi प्रोटोकॉल रिव्यू कर चुके हैं।",
    points: ["थ्रेट मॉडलिंग और टेस्ट कवरेज", "Foundry के साथ इनवेरिएंट और फ़ज़ टेस्टिंग", "आपके ऑडिट से पहले सुधारों की जाँच"],
  },
  hackathons: {
    title: "Hackathon और कम्युनिटी मैनेजमेंट",
    summary: "हम प्रोटोकॉल, कॉलेजों और कंपनियों के लिए hackathon, बिल्ड स्प्रिंट और डेवलपर कम्युनिटी चलाते हैं।",
    points: ["प्रॉब्लम स्टेटमेंट और जजिंग", "5 शहरों में फैला मेंटर नेटवर्क", "50,000+ बिल्डर्स तक पहुँच"],
  },
  training: {
    title: "कॉरपोरेट और कैंपस ट्रेनिंग",
    summary: "इंजीनियरिंग टीमों और कॉलेजों के लिए प्रैक्टिकल वर्कशॉप और बूटकैंप, ऑनलाइन या आपकी जगह पर।",
    points: [
      "Blockchain, AI और DevOps ट्रैक",
      "मुफ़्त testnet और GPU पर लैब",
      "कोर्स पूरा करने वाले हर व्यक्ति को सर्टिफ़िकेट",
    ],
  },
  talent: {
    title: "टेक भर्ती और टैलेंट नेटवर्क",
    summary: "ऐसी कम्युनिटी से इंटर्न, इंजीनियर और फ़्रीलांसर भर्ती करें जो अपनी स्किल सबके सामने साबित करती है।",
    points: ["एक हफ़्ते के भीतर शॉर्टलिस्ट", "Hackathon में परखे हुए उम्मीदवार", "स्टार्टअप के लिए इंटर्नशिप प्रोग्राम"],
  },
};
